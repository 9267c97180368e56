// What a user typed in a form whose save met an expired session: kept in this tab's session
// storage under the form's address until sign-in brings the user back there, then offered
// back once. Never a password: password inputs, password-like fields and masked table cells
// are left out.
import type { FormConfig, ResourceConfig } from '../../language/types';
import { isSecretCell } from './secretCells';
import type { TableRow } from './tableRows';

const KEY = 'slink.formDraft:';
const PASSWORDISH = /pass(word)?|pwd/i;

/** The values without anything secret. */
export const draftOf = (config: ResourceConfig, form: FormConfig, values: Record<string, unknown>): Record<string, unknown> => {
  const kept: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(values)) {
    if (PASSWORDISH.test(field) || config.fieldOptions?.[field]?.input === 'password') continue;
    const table = form.tables?.[field];
    kept[field] =
      table && Array.isArray(value)
        ? (value as TableRow[]).map((row) => {
            const masked = table.columns.filter((c) => isSecretCell(table.item, row, c.source));
            return { ...row, ...Object.fromEntries(masked.map((c) => [c.source, ''])) };
          })
        : value;
  }
  return kept;
};

export const keepDraft = (address: string, draft: Record<string, unknown>, storage: Storage = sessionStorage) => {
  try {
    storage.setItem(KEY + address, JSON.stringify(draft));
  } catch {
    // Storage full or refused: the draft is lost as it would have been without this.
  }
};

/** The draft kept for this address, if any. */
export const readDraft = (address: string, storage: Storage = sessionStorage): Record<string, unknown> | null => {
  const text = storage.getItem(KEY + address);
  if (text === null) return null;
  try {
    const draft: unknown = JSON.parse(text);
    return draft && typeof draft === 'object' && !Array.isArray(draft) ? (draft as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

/** Restored or turned down: offered no more. */
export const dropDraft = (address: string, storage: Storage = sessionStorage) => storage.removeItem(KEY + address);
