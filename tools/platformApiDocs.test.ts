// docs/platform-api.md is checked against the endpoint tables: every call a screen names has its
// line in the reference, and every platform call the reference gives is one a screen names (the
// sign-in provider, demo helpers and the console's own files are not screen calls).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { screens } from '../resources/index';

const doc = readFileSync(join(import.meta.dirname, '..', 'docs', 'platform-api.md'), 'utf8');
/** 'GET /a/:id/' -> 'GET /a/:' (parameter names and a trailing slash do not matter). */
const shape = (call: string) => call.replace(/:[A-Za-z_]+/g, ':').replace(/\/$/, '');
const NOT_SCREEN_CALLS = /^(GET|POST|PUT|DELETE) \/(oauth2|demo|config\.js|login|sharedlogin|assets)\b/;

const declared = new Set(screens.flatMap((s) => Object.values(s.endpoints ?? {}).map((spec) => shape(String(spec)))));
const documented = new Set([...doc.matchAll(/`((?:GET|POST|PUT|DELETE) \/[^`\s]*)`/g)].map((m) => shape(m[1]!)));

describe('docs/platform-api.md', () => {
  it('documents every call a screen names', () => {
    expect([...declared].filter((call) => !documented.has(call)).sort()).toEqual([]);
  });

  it('documents no platform call that no screen names', () => {
    expect([...documented].filter((call) => !declared.has(call) && !NOT_SCREEN_CALLS.test(call)).sort()).toEqual([]);
  });
});
