// Before a bulk action is confirmed: which selected rows it will send, and which it will not
// (named, with why): a record locked by the screen's declaration (an API link in use refuses
// every change), one already in the state asked for (Enable on an enabled user), or the signed-in
// login itself for Delete and Disable (one click must not lock its user out).
import type { Identifier, RaRecord } from 'react-admin';
import type { ResourceConfig } from '../../../language/types';
import { flagOption } from '../../data/columnFilters';
import { fieldFromRecord, fromRecordOf } from '../formFields';
import type { BulkAction } from './bulkActions';
import { nameColumn } from './rowName';
import type { Translate } from '../translate';

export interface Skipped {
  id: Identifier;
  name: string;
  reason: string;
}

export interface BulkPlan {
  send: Identifier[];
  skipped: Skipped[];
}

/** What locks a record against changes (a form's `lock`: an API link in use), if anything does. */
const lockOf = (config: ResourceConfig) => Object.values(config.forms).find((form) => form?.lock)?.lock;

/** On as the status cells and the yes/no filters read it. */
const truthy = (value: unknown) => flagOption(value) === 'true';

/**
 * The fields of a row the plan and the summary read: its name, what locks it, its status as the
 * form reads it. Only these are fetched: "select all" at 100k users moves 100k small rows, not
 * 100k whole records, to the page.
 */
export const planFields = (config: ResourceConfig, action: BulkAction): string[] => {
  const status = action.field === undefined ? undefined : action.form.fromRecord?.[action.field];
  const fields = [
    nameColumn(config)?.source,
    lockOf(config)?.field,
    status === undefined ? action.field : fromRecordOf(action.field!, status).field,
  ];
  return [...new Set(fields.filter((f): f is string => f !== undefined))];
};

export const planBulk = (
  translate: Translate,
  config: ResourceConfig,
  action: BulkAction,
  ids: readonly Identifier[],
  rows: ReadonlyMap<string, RaRecord>,
  nameOf: (row: RaRecord | undefined, id: Identifier) => string,
  /** the signed-in login's id: a list of logins never deletes or disables its own in bulk */
  self?: Identifier,
): BulkPlan => {
  const own = (id: Identifier) =>
    config.idField === 'login_id' && self !== undefined && String(id) === String(self) && action.value !== true;
  const lock = lockOf(config);
  const plan: BulkPlan = { send: [], skipped: [] };
  for (const id of ids) {
    const row = rows.get(String(id));
    // Named when read: at 100k users tens of thousands of rows may be left out, of which the
    // question names 20; naming each (its cell text) held the page for tens of ms.
    const skip = (reason: string) =>
      plan.skipped.push({
        id,
        reason,
        get name() {
          return nameOf(row, id);
        },
      });
    if (!row) skip(translate('bulk.gone'));
    else if (action.key !== 'assign' && own(id)) skip(translate('bulk.ownLogin'));
    else if (action.key !== 'assign' && lock && truthy(row[lock.field])) skip(translate(lock.banner));
    else if (action.field && truthy(fieldFromRecord(action.form, action.field, row).value) === action.value)
      skip(translate(action.value ? 'bulk.alreadyEnabled' : 'bulk.alreadyDisabled'));
    else plan.send.push(id);
  }
  return plan;
};
