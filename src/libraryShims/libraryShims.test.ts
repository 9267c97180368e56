// The stand-ins of src/libraryShims keep the behaviour their callers rely on.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as inflection from 'inflection';
import { screens } from '../../resources';
import * as raCoreInflection from './raCoreInflection';
import { RA_CORE_IMPORTERS } from './raCoreInflectionPlugin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { createHashRouter, RouterProvider, useLocation } from './reactRouterDom';
import jsonExport from './jsonexportOnDemand';
import entries from './objectEntries.cjs';
import * as queryStringShim from './queryString';
// The real one, by its file: the bare name is the stand-in here too (vite.config.ts).
import * as queryString from 'query-string/index.js';

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

  it("inflection for ra-core: each screen's name and field names come out as inflection's own", () => {
    // react-admin's resources: the screens with a schema (a page is not one).
    const resources = screens.flatMap((screen) => ('schema' in screen ? [screen] : []));
    const names = resources.map((screen) => screen.name);
    const fields = resources.flatMap((screen) => Object.keys(screen.schema.properties ?? {}));
    expect(names.length).toBeGreaterThan(10);
    expect(fields.length).toBeGreaterThan(50);
    const resourceLabel = (lib: typeof raCoreInflection, name: string, count: number) => lib.humanize(lib.inflect(name, count));
    for (const name of names)
      for (const count of [1, 2])
        expect({ name, count, label: resourceLabel(raCoreInflection, name, count) }).toEqual({
          name,
          count,
          label: inflection.humanize(inflection.inflect(name, count)),
        });
    for (const source of [...fields, 'accountGroupId', 'ip_range_ids', 'a.b_c'])
      expect({ source, label: raCoreInflection.transform(source, ['underscore', 'humanize']) }).toEqual({
        source,
        label: inflection.transform(source, ['underscore', 'humanize']),
      });
  });

  it('inflection for ra-core: the files it stands in for import only what it has (ra-core 5.15.4)', () => {
    for (const [file, names] of Object.entries(RA_CORE_IMPORTERS)) {
      const text = readFileSync(join(process.cwd(), 'node_modules', file), 'utf8');
      const imported = /import \{([^}]*)\} from 'inflection'/
        .exec(text)?.[1]
        .split(',')
        .map((n) => n.trim());
      expect({ file, imported }).toEqual({ file, imported: names });
      for (const name of names) expect(typeof raCoreInflection[name as keyof typeof raCoreInflection]).toBe('function');
    }
  });

  it("query-string: parse and stringify answer as query-string's own, for list addresses and odd ones", () => {
    const objects: Record<string, unknown>[] = [
      { filter: JSON.stringify({ q: "reid o'neil (x)*!", status: 'Enabled' }), order: 'ASC', page: 1, perPage: 50, sort: 'id' },
      { displayedFilters: '{}', filter: '{}', page: 2 },
      { b: 'ünïcödé ✓', a: '', c: null, d: undefined, e: ['x', null, 'y y'], f: true },
      {},
    ];
    for (const object of objects)
      expect({ object, text: queryStringShim.stringify(object as never) }).toEqual({ object, text: queryString.stringify(object) });
    const texts = [
      ...objects.map((o) => `?${queryString.stringify(o)}`),
      '?a=1&a=2&a',
      'a=b=c&&d=',
      '#x=1+2',
      '?',
      '',
      '?q=%E0%A4%A&r=%',
      '?q=100%25%20sure%ZZ',
    ];
    for (const text of texts)
      expect({ text, parsed: { ...queryStringShim.parse(text) } }).toEqual({ text, parsed: { ...queryString.parse(text) } });
  });

  it('query-string for react-admin: the files that import it use only parse and stringify (ra-core and ra-ui-materialui 5.15.4)', () => {
    const files = [
      'ra-core/dist/controller/list/useListParams.js',
      'ra-core/dist/form/useRecordFromLocation.js',
      'ra-core/dist/dataProvider/fetch.js',
      'ra-ui-materialui/dist/list/filter/FilterButton.js',
    ];
    for (const file of files) {
      const text = readFileSync(join(process.cwd(), 'node_modules', file), 'utf8');
      const imported = /import \{([^}]*)\} from 'query-string'/
        .exec(text)?.[1]
        .split(',')
        .map((n) => n.trim());
      expect({ file, subset: imported?.every((n) => n === 'parse' || n === 'stringify') }).toEqual({ file, subset: true });
    }
  });
});
