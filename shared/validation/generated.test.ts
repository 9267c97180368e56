// The console runs under a CSP without 'unsafe-eval', and the file must load in the browser
// bundle and in Node alike: no code evaluation and no CommonJS left in it.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { validatorNames } from '../../schemas/validators';
import * as compiled from './generated/validators.js';
import { inlineRequires } from './inlineRequires';

// A path, not `new URL(...)`: under jsdom the global URL is not Node's.
const source = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'generated', 'validators.js'), 'utf8');

describe('generated validators', () => {
  it('contain no eval, no new Function and no require', () => {
    expect(source).not.toMatch(/new\s+Function/);
    expect(source).not.toMatch(/\beval\s*\(/);
    expect(source).not.toMatch(/\brequire\s*\(/);
  });
  it('export one function per validator name', () => {
    for (const name of validatorNames) expect(typeof compiled[name]).toBe('function');
  });
  it('count string length by code point (the inlined ucs2length)', () => {
    expect(compiled.accountGroup({ account_group_name: '😀'.repeat(255) })).toBe(true);
    expect(compiled.accountGroup({ account_group_name: '😀'.repeat(256) })).toBe(false);
  });
});

describe('inlineRequires', () => {
  const load = (id: string) =>
    ({
      m: {
        default: function f(x: string) {
          return x.length;
        },
      },
      r: { re: /a+/i },
    })[id];
  it('writes functions and RegExps as source', () => {
    const out = inlineRequires('const a = require("m").default; const b = require("r").re;', load);
    expect(out).not.toContain('require(');
    expect(out).toContain('const b = /a+/i;');
    // The inlined function still works once the module text is evaluated (here only, in a test).
    expect(new Function(`${out} return a('abc') + (b.test('AA') ? 1 : 0);`)()).toBe(4);
  });
  it('refuses what it cannot inline', () => {
    expect(() => inlineRequires('require("r")', load)).toThrow('cannot inline');
  });
});
