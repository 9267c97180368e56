import { describe, expect, it } from 'vitest';
import { defineResource } from '../../../language/types';
import { filterKinds } from '../../data/filterKinds';
import { gadgets } from '../__fixtures__/gadgets';
import { chipText, filterColumns } from './filterColumns';

const texts: Record<string, string> = {
  'status.enabled': 'Enabled',
  'status.disabled': 'Disabled',
  'columnFilters.chip': '%{column}: %{value}',
  'columnFilters.fromDay': 'from %{from}',
  'columnFilters.toDay': 'to %{to}',
  'columnFilters.days': '%{from} to %{to}',
  'columnFilters.atLeast': 'at least %{min}',
  'columnFilters.atMost': 'at most %{max}',
  'columnFilters.numbers': '%{min} to %{max}',
  'columnFilters.textContains': '%{column} contains: %{value}',
  'columnFilters.textIs': '%{column} is: %{value}',
  // a column's own header (language/screenTexts.ts)
  'gadgets.columns.created': 'Created On',
};
const translate = (key: string, options: Record<string, unknown> = {}) =>
  (texts[key] ?? (options._ as string) ?? key).replace(/%\{(\w+)\}/g, (_, name: string) => String(options[name]));

const config = defineResource({
  ...gadgets,
  schema: {
    title: 'gadget',
    properties: {
      enabled: { title: 'Status', enum: [true, false, 1, 0] },
      grade: {
        title: 'Grade',
        oneOf: [
          { const: 1, title: 'First' },
          { const: 2, title: 'Second' },
        ],
      },
      created: { type: 'string', title: 'Created' },
      accounts: { type: 'array', title: 'Accounts' },
      gadget_name: { type: 'string', title: 'Name' },
    },
  },
  list: {
    ...gadgets.list,
    columns: [
      { source: 'gadget_name' },
      { source: 'enabled', type: 'enabled' },
      { source: 'grade' },
      { source: 'created', type: 'datetime' },
      { source: 'accounts', type: 'count' },
    ],
  },
});
const columns = filterColumns(translate, config, filterKinds(config.list.columns, config.schema));
const column = (source: string) => columns.find((c) => c.source === source)!;

describe('what the Filters menu and chips show of a column', () => {
  it('lists the filterable columns in order, with options read as the cells read them', () => {
    expect(columns.map((c) => [c.source, c.label, c.kind])).toEqual([
      ['gadget_name', 'Name', 'text'],
      ['enabled', 'Status', 'flag'],
      ['grade', 'Grade', 'choice'],
      ['created', 'Created On', 'date'],
      ['accounts', 'Accounts', 'number'],
    ]);
    expect(column('enabled').options).toEqual([
      { id: 'true', text: 'Enabled' },
      { id: 'false', text: 'Disabled' },
    ]);
    expect(column('grade').options).toEqual([
      { id: '1', text: 'First' },
      { id: '2', text: 'Second' },
    ]);
    expect(column('created').options).toEqual([]);
    expect(column('gadget_name').options).toEqual([]);
  });

  it('offers the options a call answers for a field whose options come from one, as the call names them', () => {
    const typed = defineResource({
      ...config,
      list: { ...config.list, columns: [{ source: 'gadget_name' }] },
      fieldOptions: { gadget_name: { choices: { endpoint: 'list', optionValue: 'code', optionText: 'name' } } },
    });
    const kinds = filterKinds(typed.list.columns, typed.schema, typed.fieldOptions);
    expect(kinds).toEqual({ gadget_name: 'choice' });
    const loaded = {
      gadget_name: new Map([
        ['WEB', 'Web Program'],
        ['SMS', 'SMS'],
      ]),
    };
    const [named] = filterColumns(translate, typed, kinds, loaded);
    expect(named.options).toEqual([
      { id: 'WEB', text: 'Web Program' },
      { id: 'SMS', text: 'SMS' },
    ]);
    expect(chipText(translate, named, { in: ['WEB'] })).toBe('Name: Web Program');
    // while the call is under way (or failed): no options, and a chip reads the stored codes
    const [waiting] = filterColumns(translate, typed, kinds);
    expect(waiting.options).toEqual([]);
    expect(chipText(translate, waiting, { in: ['WEB'] })).toBe('Name: WEB');
  });

  it('words a chip by the option texts, or by the range set', () => {
    expect(chipText(translate, column('enabled'), { in: ['true'] })).toBe('Status: Enabled');
    expect(chipText(translate, column('grade'), { in: ['2', '1', '9'] })).toBe('Grade: Second, First, 9');
    expect(chipText(translate, column('created'), { from: '2026-01-01' })).toBe('Created On: from 2026-01-01');
    expect(chipText(translate, column('created'), { to: '2026-02-01' })).toBe('Created On: to 2026-02-01');
    expect(chipText(translate, column('created'), { from: '2026-01-01', to: '2026-02-01' })).toBe('Created On: 2026-01-01 to 2026-02-01');
    expect(chipText(translate, column('accounts'), { min: 0 })).toBe('Accounts: at least 0');
    expect(chipText(translate, column('accounts'), { max: 5 })).toBe('Accounts: at most 5');
    expect(chipText(translate, column('accounts'), { min: 2, max: 5 })).toBe('Accounts: 2 to 5');
  });

  it("words a text column's chip by how it matches and the words, trimmed", () => {
    expect(chipText(translate, column('gadget_name'), { contains: 'reid ' })).toBe('Name contains: reid');
    expect(chipText(translate, column('gadget_name'), { is: 'Reid' })).toBe('Name is: Reid');
    expect(chipText(translate, column('gadget_name'), { contains: 're', is: 'Reid' })).toBe('Name contains: re, Name is: Reid');
  });

  it('uses the texts the console ships for a text chip and the search chip', async () => {
    const { columnFilters } = (await import('../../i18n/en/columnFilters')).columnFilters;
    expect([columnFilters.textContains, columnFilters.textIs, columnFilters.search]).toEqual([
      '%{column} contains: %{value}',
      '%{column} is: %{value}',
      'Search: %{q}',
    ]);
  });
});
