// The contract document (docs/openapi.json, /openapi.json): a valid OpenAPI 3.1 document, holding
// every call a screen declares, and the file in docs/ is the one the declarations make today.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ScreenConfig } from '../../language/types';
import { screens } from '../../resources/index';
import { openapiDocument, openapiPath } from '../../server/contract/openapi';
import { loadRecordKeeping } from '../../server/recordFiles';
import { freshOpenapi, OPENAPI_FILE } from './openapiFile';
import { lintOpenapi } from './openapiLint';

type Document = { paths: Record<string, Record<string, { 'x-roles': string[]; parameters?: { name: string }[] }>> };

/** Every call of the screens as the document names it: `get /auth/users/{}`. */
const screenCalls = (declared: readonly ScreenConfig[]) =>
  declared.flatMap((s) =>
    Object.values(s.endpoints).map((spec) => shapeOf(spec.split(' ')[0]!.toLowerCase(), openapiPath(spec.split(' ')[1]!))),
  );
const shapeOf = (method: string, path: string) => `${method} ${path.replace(/\{\w+\}/g, '{}')}`;
const documentCalls = (document: Document) =>
  new Set(Object.entries(document.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => shapeOf(method, path))));

const fresh = (await freshOpenapi()) as Document;

type Json = Record<string, unknown>;
const pick = (from: Json | undefined, keys: Iterable<string>): Json =>
  Object.fromEntries([...keys].filter((key) => from && key in from).map((key) => [key, from![key]]));

/**
 * An operation without what a new screen sharing the call changes: who declares it (summary,
 * description, x-declared-by) and its roles, kept only as far as the file names them (a new
 * screen may add a role; a role taken away still shows).
 */
const shared = (operation: Json, keptRoles: unknown): Json => {
  const { summary: _summary, description: _description, 'x-declared-by': _declaredBy, ...rest } = operation;
  const roles =
    Array.isArray(rest['x-roles']) && Array.isArray(keptRoles) ? rest['x-roles'].filter((r) => keptRoles.includes(r)) : rest['x-roles'];
  return { ...rest, 'x-roles': roles };
};
const sharedOperations = (methods: Json, keptMethods: Json): Json =>
  Object.fromEntries(
    Object.entries(methods).map(([method, op]) => [method, shared(op as Json, (keptMethods[method] as Json | undefined)?.['x-roles'])]),
  );

/** The file as compared: every operation without who declares it (see `shared`). */
const withoutDeclarers = (kept: Json): Json => ({
  ...kept,
  paths: Object.fromEntries(
    Object.entries((kept.paths ?? {}) as Record<string, Json>).map(([path, methods]) => [path, sharedOperations(methods, methods)]),
  ),
});

/** `made` as far as `kept` goes: its paths and methods, component schemas and service tags only. */
const asFarAs = (kept: Json, made: Json): Json => {
  const keptPaths = (kept.paths ?? {}) as Record<string, Json>;
  const madePaths = (made.paths ?? {}) as Record<string, Json>;
  const keptComponents = (kept.components ?? {}) as Record<string, Json>;
  const madeComponents = (made.components ?? {}) as Record<string, Json>;
  const tagNames = new Set(((kept.tags ?? []) as { name: string }[]).map((tag) => tag.name));
  return {
    ...made,
    paths: Object.fromEntries(
      Object.entries(keptPaths).map(([path, methods]) => [path, sharedOperations(pick(madePaths[path], Object.keys(methods)), methods)]),
    ),
    components: { ...madeComponents, schemas: pick(madeComponents.schemas, Object.keys(keptComponents.schemas ?? {})) },
    tags: ((made.tags ?? []) as { name: string }[]).filter((tag) => tagNames.has(tag.name)),
  };
};

describe('the contract document', () => {
  it('lints with no error under the recommended rules of @redocly/openapi-core', async () => {
    const problems = await lintOpenapi(fresh);
    expect(problems.filter((p) => p.severity === 'error')).toEqual([]);
  });

  it('holds every call every screen declares, and no other', () => {
    const calls = documentCalls(fresh);
    expect(screenCalls(screens).filter((call) => !calls.has(call))).toEqual([]);
    expect([...calls].filter((call) => !screenCalls(screens).includes(call))).toEqual([]);
  });

  it('describes every call’s success answer by a schema (a hand-written route declares it beside its code)', () => {
    const undescribed = Object.entries(fresh.paths).flatMap(([path, methods]) =>
      Object.entries(methods as Record<string, { responses: Record<string, { content?: { 'application/json'?: { schema?: unknown } } }> }>)
        .filter(([, op]) => !Object.entries(op.responses).some(([code, r]) => /^2/.test(code) && r.content?.['application/json']?.schema))
        .map(([method]) => `${method} ${path}`),
    );
    expect(
      undescribed,
      'a hand-written route declares its answer beside its code: `answers` of server/routes/<file>.ts (listed in server/contract/routeAnswers.ts), or a hook’s `routeAnswers`',
    ).toEqual([]);
  });

  it("gives a new screen's call with its path parameters and roles as soon as the screen declares it", async () => {
    const made = {
      ...screens[0]!,
      name: 'madeUp',
      roles: ['slink-apilink-manager'],
      endpoints: { list: 'GET /made-up-service/things', readPart: 'GET /made-up-service/things/:thingId/parts/:partId' },
    } as ScreenConfig;
    const document = openapiDocument([...screens, made], await loadRecordKeeping()) as Document;
    expect(screenCalls([made]).filter((call) => !documentCalls(document).has(call))).toEqual([]);
    const read = document.paths['/made-up-service/things/{thingId}/parts/{partId}']!.get!;
    expect(read['x-roles']).toEqual(['slink-apilink-manager']);
    expect(read.parameters!.map((p) => p.name)).toEqual(['thingId', 'partId']);
  });

  // Every call, schema and service the file holds must be what the declarations make today. Calls
  // of screens added since `npm run openapi` may be missing from it: a new screen is three files
  // and no edit of a tracked one (docs/adding-a-screen.md), as docs/words.md may lag behind too.
  // The platform's own /openapi.json is made at its start, so it never lags.
  it('is what docs/openapi.json holds, but for calls of screens added since (after a declaration changes, run npm run openapi)', () => {
    const kept = JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')) as Json;
    expect(withoutDeclarers(kept)).toEqual(asFarAs(kept, fresh as unknown as Json));
  });

  it('lets a file lagging behind a new screen pass that check, not a changed or removed call', () => {
    const lagging = structuredClone(fresh) as unknown as Record<string, Record<string, Record<string, unknown>>>;
    const [path] = Object.keys(lagging.paths!);
    delete lagging.paths![path!];
    expect(withoutDeclarers(lagging)).toEqual(asFarAs(lagging, fresh as unknown as Json));
    const [next] = Object.keys(lagging.paths!);
    const [method] = Object.keys(lagging.paths![next!]!);
    const changed = structuredClone(lagging) as unknown as Record<string, Record<string, Record<string, Json>>>;
    changed.paths![next!]![method!]!.operationId = 'renamed';
    expect(withoutDeclarers(changed)).not.toEqual(asFarAs(changed, fresh as unknown as Json));
    const narrowed = structuredClone(lagging) as unknown as Record<string, Record<string, Record<string, Json>>>;
    narrowed.paths![next!]![method!]!['x-roles'] = [...(narrowed.paths![next!]![method!]!['x-roles'] as string[]), 'slink-sisl-user'];
    expect(withoutDeclarers(narrowed)).not.toEqual(asFarAs(narrowed, fresh as unknown as Json));
  });
});
