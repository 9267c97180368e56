import { describe, expect, it } from 'vitest';
import { transformations } from '../../../resources/transformations';
import { allTexts as en } from '../../i18n/en/all';
import { removalAsks, removalValues } from '../../engine/tableRows';
import { blankRow, mappingsBody, mappingsChanged, rowsFrom, savedListWithout, type MappingRowState } from './mappingRows';

const saved = [
  { mapping_id: 7, map_from: 'M', map_to: 'Male' },
  { mapping_id: 8, map_from: 'F', map_to: 'Female' },
];

/** The question as the console words it (polyglot-style interpolation of the English text). */
const question = (values: Record<string, unknown>) =>
  en.transformations.mappings.confirmRemove.replace('%{map_from}', String(values.map_from)).replace('%{map_to}', String(values.map_to));
/** The declared table's rules, on the editor's rows. */
const table = transformations.forms.edit!.tables!.mappings!;
const removalNeedsQuestion = (row: MappingRowState) => removalAsks(table, row);
const removalQuestionValues = (row: MappingRowState, blank: string) => removalValues(table, row, blank);

describe('the mapping rows of the editor', () => {
  it('keep saved ids and give new rows id 0 in the body', () => {
    const rows = [...rowsFrom(saved), { ...blankRow(), map_from: 'U', map_to: 'Unknown' }];
    expect(mappingsBody(rows)).toEqual([...saved, { mapping_id: 0, map_from: 'U', map_to: 'Unknown' }]);
    expect(new Set(rows.map((r) => r.key)).size).toBe(3);
  });

  it('remove a blank new row without asking, and ask for anything else', () => {
    expect(removalNeedsQuestion(blankRow())).toBe(false);
    expect(removalNeedsQuestion({ ...blankRow(), map_from: '  ', map_to: '' })).toBe(false);
    expect(removalNeedsQuestion({ ...blankRow(), map_from: 'A' })).toBe(true);
    expect(removalNeedsQuestion({ ...blankRow(), map_to: '1' })).toBe(true);
    // a saved row asks even when its cells were emptied in the form
    expect(removalNeedsQuestion({ ...rowsFrom(saved)[0], map_from: '', map_to: '' })).toBe(true);
  });

  it('word the question with the values, a blank one as <blank>', () => {
    const blank = en.transformations.mappings.blank;
    expect(question(removalQuestionValues(rowsFrom(saved)[0], blank))).toBe('Are you sure you want to delete the mapping (M => Male)?');
    expect(question(removalQuestionValues({ ...blankRow(), map_from: 'X' }, blank))).toBe(
      'Are you sure you want to delete the mapping (X => <blank>)?',
    );
    expect(question(removalQuestionValues({ ...rowsFrom(saved)[1], map_from: ' ', map_to: '' }, blank))).toBe(
      'Are you sure you want to delete the mapping (<blank> => <blank>)?',
    );
  });

  it('persist a removal as the saved list without that row, whatever else was edited', () => {
    const rows = rowsFrom(saved);
    const edited = { ...rows[0], map_to: 'Man' };
    expect(savedListWithout(saved, rows[1])).toEqual([saved[0]]);
    expect(savedListWithout(saved, edited)).toEqual([saved[1]]);
  });

  it('tell an unsaved change from the saved list', () => {
    const rows = rowsFrom(saved);
    expect(mappingsChanged(rows, saved)).toBe(false);
    expect(mappingsChanged([rows[0], { ...rows[1], map_to: 'F' }], saved)).toBe(true);
    expect(mappingsChanged([...rows, blankRow()], saved)).toBe(true);
    expect(mappingsChanged([rows[1], rows[0]], saved)).toBe(true);
    expect(mappingsChanged([], [])).toBe(false);
  });
});
