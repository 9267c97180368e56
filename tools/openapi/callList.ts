// The call list of docs/platform-api.md: every call of the contract document (the very document
// `npm run openapi` writes to docs/openapi.json), by service, with the roles that may make it and
// what it answers. `npm run openapi` rewrites it in place between two marker comments; the prose
// around them is people's, and stays as written.
type Schema = Record<string, unknown>;
type Operation = { 'x-roles'?: string[]; responses?: Record<string, { content?: Record<string, { schema?: Schema }> }> };
type Document = { paths: Record<string, Record<string, Operation>> };

export const CALLS_START = '<!-- calls:start: written by npm run openapi from the declarations; edit those, not these lines -->';
export const CALLS_END = '<!-- calls:end -->';

export interface CallRow {
  /** the service: the path's first segment */
  service: string;
  /** `GET /auth/users/:id`, as the screens spell it */
  call: string;
  /** who may make it; empty: any signed-in user */
  roles: string[];
  /** the success status and a short form of its schema: `200 [user]` */
  answer: string;
}

const REF = '#/components/schemas/';

/** A schema in a few words: a record's name, `[...]` for a list, `{ a, b }` for an object of its own. */
const shortForm = (schema: Schema | undefined): string => {
  if (!schema) return '(undescribed)';
  if (typeof schema.$ref === 'string')
    return schema.$ref
      .slice(REF.length)
      .replace(/\/properties\//g, '.')
      .replace(/\/items$/, '[]');
  if (schema.type === 'array') return `[${shortForm(schema.items as Schema | undefined)}]`;
  if (Array.isArray(schema.allOf))
    return (schema.allOf as Schema[])
      .filter((part) => part.$ref || part.properties || part.allOf || part.type === 'array')
      .map((part) => shortForm(part))
      .join(' + ');
  if (schema.properties) return `{ ${Object.keys(schema.properties as Schema).join(', ')} }`;
  return String(schema.type ?? 'any');
};

/** Every call of the document, in its order, with its roles and answer. */
export const callRows = (document: Document): CallRow[] =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const [status, success] = Object.entries(operation.responses ?? {}).find(([code]) => code.startsWith('2')) ?? ['', undefined];
      return {
        service: path.split('/')[1]!,
        call: `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
        roles: operation['x-roles'] ?? [],
        answer: `${status} ${shortForm(success?.content?.['application/json']?.schema)}`,
      };
    }),
  );

/** The rows as the file holds them: a table per service, services in order of their name. */
export const renderCallList = (rows: readonly CallRow[]): string => {
  const services = [...new Set(rows.map((row) => row.service))].sort();
  const tables = services.map((service) =>
    [
      `### \`/${service}\``,
      '',
      '| call | roles | answer |',
      '|---|---|---|',
      ...rows
        .filter((row) => row.service === service)
        .map((row) => `| \`${row.call}\` | ${row.roles.join(', ') || 'any signed-in user'} | \`${row.answer}\` |`),
    ].join('\n'),
  );
  return [CALLS_START, '', ...tables.flatMap((table) => [table, '']), CALLS_END].join('\n');
};

/** The part of the file between the markers, markers included; undefined when they are missing. */
export const generatedPart = (markdown: string): string | undefined => {
  const start = markdown.indexOf(CALLS_START);
  const end = markdown.indexOf(CALLS_END);
  return start >= 0 && end > start ? markdown.slice(start, end + CALLS_END.length) : undefined;
};

/** The file with its generated part replaced (the prose around it untouched). */
export const withCallList = (markdown: string, list: string): string => {
  const part = generatedPart(markdown);
  if (part === undefined) throw new Error(`docs/platform-api.md has no ${CALLS_START} … ${CALLS_END} markers for the call list`);
  return markdown.replace(part, () => list);
};

/** The rows the file's generated part holds, read back from its tables. */
export const rowsOf = (part: string): CallRow[] => {
  let service = '';
  const rows: CallRow[] = [];
  for (const line of part.split('\n')) {
    const heading = /^### `\/(.+)`$/.exec(line);
    if (heading) service = heading[1]!;
    const row = /^\| `(.+)` \| (.+) \| `(.+)` \|$/.exec(line);
    if (row) rows.push({ service, call: row[1]!, roles: row[2] === 'any signed-in user' ? [] : row[2]!.split(', '), answer: row[3]! });
  }
  return rows;
};
