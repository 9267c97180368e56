// The actions a list offers on many rows at once, derived from what the screen already declares
// (no screen declares anything for them): Delete where a delete confirmation and call exist,
// Enable and Disable where the edit form saves an enabled-style status column through the update
// call, Assign to account where a form assigns accounts. Each is gated as its form is (formRoles.ts).
import type { AccountAssignmentConfig, FormConfig, ResourceConfig } from '../../../language/types';
import type { Role } from '../../../language/roles';
import { mayUseForm, saveCallOf } from '../formRoles';

export type BulkActionKey = 'delete' | 'enable' | 'disable' | 'assign';

export interface BulkAction {
  key: BulkActionKey;
  /** the form mode whose call, texts and roles the action uses */
  mode: string;
  form: FormConfig;
  /** enable and disable: the status field and the value sent */
  field?: string;
  value?: boolean;
  /** assign: the account section the action adds through */
  accounts?: AccountAssignmentConfig;
}

/** The status column (display type `enabled`) the screen's list shows, if any. */
const statusColumn = (config: ResourceConfig) => config.list.columns.find((c) => c.type === 'enabled')?.source;

export const bulkActionsOf = (config: ResourceConfig, role: Role | undefined): BulkAction[] => {
  const forms = Object.entries(config.forms).filter(([mode, form]) => form && mayUseForm(config, mode, role)) as [string, FormConfig][];
  const actions: BulkAction[] = [];
  const remove = forms.find(([mode, form]) => form.kind === 'confirm' && saveCallOf(mode, form) === 'delete');
  if (remove && config.endpoints.delete) actions.push({ key: 'delete', mode: remove[0], form: remove[1] });
  const status = statusColumn(config);
  const edit = forms.find(
    ([mode, form]) =>
      form.kind === 'fields' &&
      saveCallOf(mode, form) === 'update' &&
      status &&
      form.fields?.includes(status) &&
      !form.readOnly?.includes(status),
  );
  if (edit && status && config.endpoints.update) {
    actions.push({ key: 'enable', mode: edit[0], form: edit[1], field: status, value: true });
    actions.push({ key: 'disable', mode: edit[0], form: edit[1], field: status, value: false });
  }
  const assign = forms.find(([, form]) => {
    const accounts = form.assign?.accounts;
    return accounts && config.endpoints[accounts.add] && config.endpoints[accounts.all];
  });
  if (assign) actions.push({ key: 'assign', mode: assign[0], form: assign[1], accounts: assign[1].assign?.accounts });
  return actions;
};
