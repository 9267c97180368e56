// Which reads the platform check makes, in what order, and with which ids: every GET of the
// contract document, the lists first, then each read with a path parameter given a real id from
// a list's answer: for `{id}` the list of the screen declaring the read, else the list at the path
// before the parameter (`/auth/accountgroups/{groupId}`), else the list whose rows' id field is the
// parameter's name in snake case (`{accountId}`: account_id); a parameter whose values the document
// names (`{period}`: today, alltime) takes the first.
export type Operation = {
  'x-roles'?: string[];
  'x-declared-by'?: string[];
  'x-id-field'?: string;
  parameters?: { name: string; schema?: { enum?: unknown[] } }[];
  responses?: Record<string, { content?: Record<string, { schema?: Record<string, unknown> }> }>;
};
export type Contract = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Record<string, unknown>> };
};

export interface Read {
  /** the path as the document names it, `/auth/users/{id}` */
  path: string;
  operation: Operation;
  params: string[];
}

/** The path without a trailing slash, as lists are looked up. */
const bare = (path: string) => path.replace(/(.)\/$/, '$1');

export const readsOf = (contract: Contract): Read[] => {
  const reads = Object.entries(contract.paths).flatMap(([path, methods]) =>
    methods.get ? [{ path, operation: methods.get, params: [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!) }] : [],
  );
  return [...reads.filter((r) => r.params.length === 0), ...reads.filter((r) => r.params.length > 0)];
};

/** A list's answer as the check keeps it: its rows and the field holding each row's id. */
export interface ListAnswer {
  rows: readonly Record<string, unknown>[];
  idField: string | undefined;
}

/** The id field of a list: the document's `x-id-field`, else `id`, else the first field ending in id. */
export const idFieldOf = (operation: Operation, rows: readonly Record<string, unknown>[]): string | undefined =>
  operation['x-id-field'] ?? Object.keys(rows[0] ?? {}).find((key) => key === 'id' || /(_id|Id|ID)$/.test(key));

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export type ParamValue = { value: string } | { none: string };

/** A real value for the read's parameter, from the lists already answered. */
export const paramValue = (read: Read, param: string, lists: ReadonlyMap<string, ListAnswer>, contract: Contract): ParamValue => {
  // A parameter the document gives its values (a report's period) takes the first of them.
  const values = read.operation.parameters?.find((p) => p.name === param)?.schema?.enum;
  if (values?.length) return { value: String(values[0]) };
  const segments = read.path.split('/');
  const before = segments.slice(0, segments.indexOf(`{${param}}`)).join('/');
  const screens = (read.operation['x-declared-by'] ?? []).map((source) => source.split('.')[0]);
  const screenList = Object.entries(contract.paths).find(([, methods]) =>
    (methods.get?.['x-declared-by'] ?? []).some((source) => screens.includes(source.split('.')[0]) && source.endsWith('.list')),
  )?.[0];
  // A record's `{id}` is one of the screen's own records before anything the path says.
  const candidates = [
    ...(param === 'id' && screenList ? [screenList] : []),
    before,
    ...[...lists].filter(([, list]) => list.idField === snake(param)).map(([path]) => path),
  ];
  for (const path of candidates) {
    const list = lists.get(bare(path));
    if (!list) continue;
    if (list.rows.length === 0) return { none: `no record to read (${path} is empty)` };
    const value = list.idField ? list.rows[0]![list.idField] : undefined;
    if (value !== undefined && value !== null) return { value: String(value) };
  }
  return { none: `no list answers a value for {${param}}` };
};

export const listKey = bare;
