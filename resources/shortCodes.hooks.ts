// The short codes' hand-written record keeping, as the platform answers: a code cannot change once
// it exists (400, said before any clash with another code), and a code the programs send through
// cannot be deleted (409, naming how many programs use it).
import { badRequest, fill, HttpError } from '../server/http';
import type { RecordHook, ScreenHooks } from '../server/records/recordHookTypes';

const USED_BY_ONE = 'Short code %{ShortCode} is used by 1 program; move the programs to another code first.';
const USED_BY_MANY = 'Short code %{ShortCode} is used by %{count} programs; move the programs to another code first.';

const CODE_KEPT = 'Short Code cannot be changed once it exists.';

const shortCodes: RecordHook = {
  update: (row, _body, _who, changes) => {
    if ('ShortCode' in changes && changes.ShortCode !== row.ShortCode) throw badRequest(CODE_KEPT);
  },
  deleting: (row, _who, tools) => {
    const count = tools.data().shortCodePrograms.filter((program) => program.ShortCodeId === row.ShortCodeId).length;
    if (count > 0) throw new HttpError(409, fill(count === 1 ? USED_BY_ONE : USED_BY_MANY, { ...row, count }));
  },
};

export const hooks = { shortCodes } satisfies ScreenHooks;
