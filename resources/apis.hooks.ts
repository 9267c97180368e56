// The APIs' hand-written record keeping: an API's groups (api_groups) are a list of links to API
// groups, [{ api_group_id }], each naming a group that exists (400 otherwise); a create without the
// list starts with none, an update without it keeps the stored list. The APIs list's group picker
// reads them.
import { badRequest, fill } from '../server/http';
import type { RecordHook, ScreenHooks } from '../server/records/recordHookTypes';
import type { Data } from '../server/types';

type Row = Record<string, unknown>;

const GROUPS = 'api_groups';
const KEY = 'api_group_id';
const NOT_A_LIST = 'api_groups must be a list of { api_group_id }';
const UNKNOWN = 'The API group %{id} does not exist';

/** The links a body sends, each checked against the API groups as stored. */
const linksOf = (value: unknown, data: Data): Row[] => {
  if (!Array.isArray(value)) throw badRequest(NOT_A_LIST);
  return value.map((entry) => {
    const id = Number(typeof entry === 'object' && entry ? (entry as Row)[KEY] : entry);
    if (!data.apiGroups.some((group) => group.id === id)) throw badRequest(fill(UNKNOWN, { id }));
    return { [KEY]: id };
  });
};

const sent = (body: Row) => body[GROUPS] !== undefined && body[GROUPS] !== null;

const apiKeeping: RecordHook = {
  create: (row, body, _who, tools) => void (row[GROUPS] = sent(body) ? linksOf(body[GROUPS], tools.data()) : []),
  update: (_row, body, _who, changes, tools) => {
    if (sent(body)) changes[GROUPS] = linksOf(body[GROUPS], tools.data());
  },
  answers: [GROUPS],
  answer: (row) => ({ [GROUPS]: row[GROUPS] ?? [] }),
};

export const hooks = { apis: apiKeeping } satisfies ScreenHooks;
