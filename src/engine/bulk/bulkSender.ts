// The platform's own single-record call for one row of a bulk action. Enable and Disable save
// what the screen's edit form would save with only the status changed: the record read afresh,
// the form's body rules (formBodyOf) and its validator, so the platform gets the body it expects.
import type { Identifier, RaRecord } from 'react-admin';
import type { ResourceConfig } from '../../../language/types';
import type { SessionData } from '../../auth/session';
import type { SlinkDataProvider } from '../../data/dataProvider';
import { validate } from '../../../shared/validation/validate';
import { formBodyOf } from '../formBodyOf';
import { formFields, formStart } from '../formFields';
import type { BulkAction } from './bulkActions';

interface Sender {
  dataProvider: SlinkDataProvider;
  config: ResourceConfig;
  action: BulkAction;
  session: SessionData | null;
  /** assign: the account picked */
  accountId?: Identifier;
}

export const bulkSender =
  ({ dataProvider, config, action, session, accountId }: Sender) =>
  async (id: Identifier): Promise<unknown> => {
    const { form } = action;
    if (action.key === 'delete') return dataProvider.call(config.name, form.endpoint ?? 'delete', { params: { id } });
    if (action.key === 'assign') return dataProvider.call(config.name, action.accounts!.add, { params: { id, accountId } });
    const record = (await dataProvider.getOne(config.name, { id })).data as RaRecord;
    const values = { ...formStart(config, form, record).values, [action.field!]: action.value };
    const fields = formFields(config, form, values, session?.user_type);
    const { flat, body } = formBodyOf({ config, form, values, record, isNew: false, fields, session });
    const check = form.validator ? validate(form.validator, flat) : undefined;
    if (check && !check.valid) throw new Error(check.message);
    return dataProvider.update(config.name, { id, data: body, previousData: record });
  };
