// The hand-written parts of record keeping, by the names a declaration gives in `hook`
// (language/recordHookNames.ts; the type check holds the two together). What a hook may do is
// in server/records/recordHookTypes.ts.
import type { RecordHookName } from '../../language/recordHookNames';
import type { RecordHook } from './recordHookTypes';
import { loginGrants } from '../routes/loginGrants';

export const RECORD_HOOKS = { loginGrants } as const satisfies Record<RecordHookName, RecordHook>;
