// The declared table rules on the API link's two tables (a name pattern and the form's lock; a
// limit on new rows and a first choice; the cells a rule marks).
import { describe, expect, it } from 'vitest';
import { apiLinks } from '../../resources/apiLinks';
import { newEntryName } from '../../schemas/rules/apiLinkAuth';
import { addProblem, cellProblems, keyedRows, newRowOf, removalAsks, removalValues, type TableRow } from './tableRows';
import { isHeld } from './formLock';

const tables = apiLinks.forms.create!.tables!;
const auth = tables.api_link_authentication_detail!;
const attributes = tables.api_link_attributes!;

describe('declared tables', () => {
  it('name a new row with the first free number of the pattern', () => {
    expect(newEntryName([])).toBe('New_Field_01');
    expect(newEntryName(['New_Field_01', 'accessKey', 'New_Field_03'])).toBe('New_Field_02');
    expect(newEntryName(Array.from({ length: 10 }, (_, i) => `New_Field_${String(i + 1).padStart(2, '0')}`))).toBe('New_Field_11');
    const rows = keyedRows([{ type: 'headers', name: 'New_Field_01', value: '' }]);
    expect(newRowOf(auth, rows)).toMatchObject({ type: 'headers', name: 'New_Field_02', value: '' });
  });

  it('give every row its own key', () => {
    const rows = [...keyedRows([{ a: 1 }, { a: 2 }]), newRowOf(auth, [])];
    expect(new Set(rows.map((r) => r.key)).size).toBe(3);
  });

  it('take the first choice for a new row where declared', () => {
    expect(newRowOf(attributes, [], { api_data_type_id: '3' })).toMatchObject({ api_data_type_id: '3', name: '', test_value: '' });
  });

  it('refuse one new row past the limit with its message; saved rows do not count', () => {
    const fresh = (n: number): TableRow[] => Array.from({ length: n }, () => newRowOf(attributes, []));
    expect(addProblem(attributes, fresh(9))).toBeUndefined();
    expect(addProblem(attributes, fresh(10))).toBe(
      'You can only add 10 new attribute rows at a time. Please save your data to the server.',
    );
    expect(addProblem(attributes, [...fresh(9), ...keyedRows([{ api_link_attribute_id: 4 }])])).toBeUndefined();
    expect(addProblem(auth, fresh(50))).toBeUndefined();
  });

  it('hold the rows (the certs rows among them) with the whole form while the form says the link is in use', () => {
    // A held form draws its tables read-only (GeneratedForm gives RowsTable `readOnly`): the
    // form's lock is what keeps an in-use link's certs, headers, query string and request rows.
    for (const mode of ['create', 'edit', 'show'] as const) {
      const form = apiLinks.forms[mode]!;
      expect(isHeld(form, { in_use: true })).toBe(true);
      expect(isHeld(form, { in_use: false })).toBe(false);
      expect(isHeld(form, {})).toBe(false);
      expect(Object.keys(form.tables!)).toEqual(['api_link_authentication_detail', 'api_link_attributes']);
    }
  });
});

describe('declared removal rules', () => {
  it('remove a blank new row without asking, and ask for a filled or saved one', async () => {
    const { transformations } = await import('../../resources/transformations');
    const mappings = transformations.forms.edit!.tables!.mappings!;
    const [saved] = keyedRows([{ mapping_id: 7, map_from: '', map_to: '' }]);
    const fresh = newRowOf(mappings, []);
    expect(fresh).toMatchObject({ mapping_id: 0, map_from: '', map_to: '' });
    expect(removalAsks(mappings, fresh)).toBe(false);
    expect(removalAsks(mappings, { ...fresh, map_from: ' ' })).toBe(false);
    expect(removalAsks(mappings, { ...fresh, map_to: '1' })).toBe(true);
    expect(removalAsks(mappings, saved!)).toBe(true);
    // Any table: a new row with a value asks, one whose columns are all blank goes at once.
    expect(removalAsks(auth, newRowOf(auth, []))).toBe(true);
    expect(removalAsks(auth, { key: 1, type: '', name: ' ', value: '' })).toBe(false);
  });

  it('give the question the row fields, blank ones as the blank text (its name among them)', () => {
    const [row] = keyedRows([{ type: 'headers', name: 'accessKey', value: '' }]);
    expect(removalValues(row!, '<blank>')).toMatchObject({ name: 'accessKey', type: 'headers', value: '<blank>' });
  });
});

describe('unique columns', () => {
  it('marks a row repeating an earlier one under the last field; blanks and other types are no repeat', () => {
    const rows = [
      { key: 1, api_data_type_id: '1', name: 'member_id' },
      { key: 2, api_data_type_id: '5', name: 'member_id' },
      { key: 3, api_data_type_id: '1', name: ' member_id ' },
      { key: 4, api_data_type_id: '', name: '' },
      { key: 5, api_data_type_id: '', name: '' },
    ];
    expect(cellProblems(attributes, rows, {})).toEqual({ '3:name': ' member_id  is used more than once for this field type' });
    expect(cellProblems(auth, rows, {})).toEqual({});
  });
});
