// The stand-ins of src/libraryShims keep the behaviour their callers rely on.
import { describe, expect, it } from 'vitest';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { createHashRouter, RouterProvider, useLocation } from './reactRouterDom';
import jsonExport from './jsonexportOnDemand';
import entries from './objectEntries.cjs';

describe('vendor stand-ins', () => {
  it('react-router-dom: everything but the data router; that fails with a clear message', () => {
    expect(typeof useLocation).toBe('function');
    expect(() => createHashRouter()).toThrow('createHashRouter is not available in Slink Console');
    expect(() => RouterProvider()).toThrow('RouterProvider is not available in Slink Console');
  });

  it('jsonexport on demand: same CSV through the callback, with or without options', async () => {
    const rows = [{ a: 1, b: 'x,y' }];
    const plain = await new Promise<string>((done) => jsonExport(rows, (_err, csv) => done(csv)));
    expect(plain).toBe('a,b\n1,"x,y"');
    const renamed = await new Promise<string>((done) => jsonExport(rows, { rename: ['A', 'B'] }, (_err, csv) => done(csv)));
    expect(renamed).toBe('A,B\n1,"x,y"');
  });

  it("object.entries: the native one, under react-admin's translator", () => {
    expect(entries({ a: 1 })).toEqual([['a', 1]]);
    expect(
      polyglotI18nProvider(() => ({ hi: 'Hello %{name}' }) as unknown as TranslationMessages, 'en').translate('hi', { name: 'Ada' }),
    ).toBe('Hello Ada');
  });
});
