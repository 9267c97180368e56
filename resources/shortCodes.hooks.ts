// The short codes' hand-written record keeping: a code the programs send through cannot be
// deleted (409, naming how many programs use it), as the platform answers.
import { fill, HttpError } from '../server/http';
import type { RecordHook, ScreenHooks } from '../server/records/recordHookTypes';

const USED_BY_ONE = 'Short code %{ShortCode} is used by 1 program; move the programs to another code first.';
const USED_BY_MANY = 'Short code %{ShortCode} is used by %{count} programs; move the programs to another code first.';

const keptWhileUsed: RecordHook = {
  deleting: (row, _who, tools) => {
    const count = tools.data().shortCodePrograms.filter((program) => program.ShortCodeId === row.ShortCodeId).length;
    if (count > 0) throw new HttpError(409, fill(count === 1 ? USED_BY_ONE : USED_BY_MANY, { ...row, count }));
  },
};

export const hooks = { shortCodes: keptWhileUsed } satisfies ScreenHooks;
