// docs/platform-api.md is checked against the endpoint tables: every call a screen names has its
// line in the reference, and every platform call the reference gives is one of the contract
// document docs/openapi.json (made from the same tables; tools/openapi/openapi.test.ts keeps it
// so), so the prose and the document cannot disagree (the sign-in provider, demo helpers and the
// console's own files are not screen calls).
// A call the record engine answers from a plain record declaration (no hook) under one of its
// generic keys is documented by that declaration and the reference's general rule on declared
// records, so a new screen made of three files needs no line here.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { answeredKeys } from '../language/recordCalls';
import { screens } from '../resources/index';
import { loadRecordKeeping } from '../server/recordFiles';
import { hookOf } from '../server/records/recordHooks';
import { NON_SCREEN_PREFIXES } from '../server/platformSpace';
import { staticPaths } from '../server/static';
import { PUBLIC_PATHS } from '../shared/publicPaths';
import { generatedPart } from './openapi/callList';

const file = readFileSync(join(import.meta.dirname, '..', 'docs', 'platform-api.md'), 'utf8');
// The prose only: the call list npm run openapi writes names every call (tools/openapi/callList.test.ts).
const doc = file.replace(generatedPart(file) ?? '', '');
/** 'GET /a/:id/' -> 'GET /a/:' (parameter names and a trailing slash do not matter). */
const shape = (call: string) => call.replace(/:[A-Za-z_]+/g, ':').replace(/\/$/, '');
const notScreenPaths = [...NON_SCREEN_PREFIXES, ...PUBLIC_PATHS, ...staticPaths()];
const isScreenCall = (call: string) => {
  const path = call.split(' ')[1] ?? '';
  return !notScreenPaths.some((prefix) => path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}.`));
};

// The keys each plain declaration is answered at, as the record engine reads them (language/recordCalls.ts):
// those its `calls` gives, and the account calls only for a declaration that keeps accounts.
const keysAnswered = new Map<string, Set<string>>();
for (const keeping of (await loadRecordKeeping()).filter((k) => !hookOf(k))) {
  const keys = keysAnswered.get(keeping.screen.name) ?? new Set<string>();
  for (const key of answeredKeys(keeping)) keys.add(key);
  keysAnswered.set(keeping.screen.name, keys);
}
const answeredByDeclaration = (screen: string, key: string) => keysAnswered.get(screen)?.has(key) ?? false;

const contract = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'docs', 'openapi.json'), 'utf8')) as {
  paths: Record<string, object>;
};
const declared = new Set(
  Object.entries(contract.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => shape(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`)),
  ),
);
const needingLines = new Set(
  screens.flatMap((s) =>
    Object.entries(s.endpoints ?? {})
      .filter(([key]) => !answeredByDeclaration(s.name, key))
      .map(([, spec]) => shape(String(spec))),
  ),
);
const documented = new Set([...doc.matchAll(/`((?:GET|POST|PUT|DELETE) \/[^`\s]*)`/g)].map((m) => shape(m[1]!)));

describe('docs/platform-api.md', () => {
  it('documents every call a screen names that a hand-written route answers', () => {
    expect([...needingLines].filter((call) => !documented.has(call)).sort()).toEqual([]);
  });

  it('documents no platform call that no screen names (none the contract document lacks)', () => {
    expect([...documented].filter((call) => !declared.has(call) && isScreenCall(call)).sort()).toEqual([]);
  });
});
