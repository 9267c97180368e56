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

  it('is what docs/openapi.json holds (after a declaration changes, run npm run openapi)', () => {
    expect(JSON.parse(readFileSync(OPENAPI_FILE, 'utf8'))).toEqual(fresh);
  });
});
