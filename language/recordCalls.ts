// The endpoint table keys a plain record declaration (language/recordTypes.ts) makes the demo
// platform answer (server/records/): the record engine asks for its calls by these names, and
// tools/platformApiDocs.test.ts reads them to know which calls a declaration documents, so a new
// kind of call is named here once for both.

/** The record's own calls, under these keys (or those its `calls` gives). */
export const RECORD_CALLS = ['list', 'get', 'create', 'update', 'delete', 'clone'] as const;
export type RecordCall = (typeof RECORD_CALLS)[number];

/** The calls of a record's accounts, only for a declaration that keeps accounts (`accounts`). */
export const ACCOUNT_CALLS = { list: 'accounts', assign: 'assignAccount', unassign: 'unassignAccount' } as const;
