// The names of the hand-written parts of record keeping (server/records/recordHooks.ts), which a record
// declaration names in `hook` (language/recordCallerTypes.ts). Names only: the hooks read the
// platform's data.
export type RecordHookName = 'loginGrants';
