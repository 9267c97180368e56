// The call list of docs/platform-api.md is what `npm run openapi` writes from the contract
// document today, under the same rule as docs/openapi.json (./openapi.test.ts): a call of a screen
// added since may be missing, and a role a new screen adds to a shared call; any other change, a
// removed call or a role taken away fails. The prose around the list is people's.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { callRows, CALLS_END, CALLS_START, generatedPart, renderCallList, rowsOf, withCallList, type CallRow } from './callList';
import { freshOpenapi, PLATFORM_API_FILE } from './openapiFile';

const fresh = callRows((await freshOpenapi()) as Parameters<typeof callRows>[0]);

/** The fresh rows as far as the file's go: its calls only, each fresh row's roles those the file names. */
const asFarAs = (kept: readonly CallRow[], made: readonly CallRow[]): CallRow[] =>
  made.flatMap((row) => {
    const keptRow = kept.find((k) => k.call === row.call);
    return keptRow ? [{ ...row, roles: row.roles.filter((role) => keptRow.roles.includes(role)) }] : [];
  });

/** Whether a file's list is the one the declarations make, but for what screens added since bring. */
const upToDate = (part: string) => {
  const kept = rowsOf(part);
  return part === renderCallList(asFarAs(kept, fresh)) && kept.every((row) => fresh.some((f) => f.call === row.call));
};

describe('the call list of docs/platform-api.md', () => {
  const file = readFileSync(PLATFORM_API_FILE, 'utf8');

  it('is what the contract document makes, but for calls of screens added since (after a declaration changes, run npm run openapi)', () => {
    const part = generatedPart(file);
    expect(part, `docs/platform-api.md needs the markers ${CALLS_START} and ${CALLS_END}`).toBeDefined();
    const kept = rowsOf(part!);
    expect(kept.length).toBeGreaterThan(0);
    expect(part).toBe(renderCallList(asFarAs(kept, fresh)));
    expect(kept.filter((row) => !fresh.some((f) => f.call === row.call)).map((row) => row.call)).toEqual([]);
  });

  it('lists every call with its roles and answer, read back as written', () => {
    expect(rowsOf(renderCallList(fresh))).toEqual([...fresh].sort((a, b) => a.service.localeCompare(b.service)));
    expect(fresh.find((row) => row.call === 'GET /auth/users/:id')).toEqual({
      service: 'auth',
      call: 'GET /auth/users/:id',
      roles: ['slink-sisl-admin', 'slink-sys-admin'],
      answer: '200 user',
    });
    expect(fresh.find((row) => row.call === 'PUT /tools/auth/cache')).toMatchObject({ answer: '200 { message, refreshed_at }' });
  });

  it('lets a list lagging behind a new screen pass, not a changed, removed or narrowed call', () => {
    const lagging = fresh.filter((row) => row.service !== 'tools');
    expect(upToDate(renderCallList(lagging))).toBe(true);
    const changed = lagging.map((row, i) => (i === 0 ? { ...row, answer: '200 [somethingElse]' } : row));
    expect(upToDate(renderCallList(changed))).toBe(false);
    const removedCall = [...lagging, { service: 'auth', call: 'GET /auth/gone', roles: [], answer: '200 Message' }];
    expect(upToDate(renderCallList(removedCall))).toBe(false);
    const narrowed = lagging.map((row, i) => (i === 0 ? { ...row, roles: [...row.roles, 'slink-sisl-user'] } : row));
    expect(upToDate(renderCallList(narrowed))).toBe(false);
  });

  it('is rewritten in place: the prose around the markers stays as written', () => {
    const markdown = `# Title\n\nProse before.\n\n${CALLS_START}\nold list\n${CALLS_END}\n\nProse after, $& and $1 kept.\n`;
    expect(withCallList(markdown, renderCallList(fresh))).toBe(
      `# Title\n\nProse before.\n\n${renderCallList(fresh)}\n\nProse after, $& and $1 kept.\n`,
    );
    expect(() => withCallList('# No markers\n', 'list')).toThrow(/markers/);
  });
});
