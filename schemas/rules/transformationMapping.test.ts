import { describe, expect, it } from 'vitest';
import { validate } from '../../shared/validation/validate';
import { duplicateFromMessage, isIntegerText, MAPPING_MESSAGES, mappingProblems } from './transformationMapping';

const row = (map_from: unknown, map_to: unknown) => ({ mapping_id: 0, map_from, map_to });

describe('the transformation mapping rules', () => {
  it('accept a complete String list, and an empty one', () => {
    expect(mappingProblems([row('M', 'Male'), row('F', 'Female')], 'String')).toEqual([]);
    expect(mappingProblems([], 'Integer')).toEqual([]);
  });

  it('say which cell is blank, row by row, Map From before Map To', () => {
    expect(mappingProblems([row('A', 'x'), row(' ', ''), row('B', null)], 'String')).toEqual([
      { row: 1, field: 'map_from', message: MAPPING_MESSAGES.fromEmpty },
      { row: 1, field: 'map_to', message: MAPPING_MESSAGES.toEmpty },
      { row: 2, field: 'map_to', message: MAPPING_MESSAGES.toEmpty },
    ]);
  });

  it('want whole numbers in Map To only for the Integer output', () => {
    const rows = [row('a', '12'), row('b', '-3'), row('c', ' 7 '), row('d', '1.5'), row('e', 'ten'), row('f', '1e3')];
    expect(mappingProblems(rows, 'String')).toEqual([]);
    expect(mappingProblems(rows, 'Integer').map((p) => [p.row, p.message])).toEqual([
      [3, 'Map To must be an integer'],
      [4, 'Map To must be an integer'],
      [5, 'Map To must be an integer'],
    ]);
    expect([isIntegerText(0), isIntegerText('007'), isIntegerText('+1'), isIntegerText('')]).toEqual([true, true, false, false]);
  });

  it('refuse the same Map From twice (values compared exactly)', () => {
    expect(mappingProblems([row('A', '1'), row('a', '2'), row('A', '3')], 'String')).toEqual([
      { row: 2, field: 'map_from', message: duplicateFromMessage('A') },
    ]);
  });

  it('are what the shared validators answer, after the details rules', () => {
    expect(validate('transformation', { name: ' ', output_type: 'String' }).message).toBe('Name cannot be empty');
    expect(validate('transformation', { name: 'x'.repeat(501) }).message).toBe('Name must be at most 500 characters');
    expect(validate('transformation', { name: 'ok', description: 'd'.repeat(1001) }).message).toBe(
      'Description must be at most 1000 characters',
    );
    expect(validate('transformation', { name: 'ok', output_type: 'Float' }).message).toBe('Output Data Type must be String or Integer');
    expect(validate('transformation', { name: 'x'.repeat(500), description: 'd'.repeat(1000), output_type: 'Integer' }).valid).toBe(true);

    const mappings = (output_type: string, list: unknown[]) => validate('transformationMappings', { output_type, mappings: list });
    expect(mappings('String', [row('', 'x')]).message).toBe('Map From cannot be empty');
    expect(mappings('String', [row('a', ' ')]).message).toBe('Map To cannot be empty');
    expect(mappings('Integer', [row('a', 'abc')]).message).toBe('Map To must be an integer');
    expect(mappings('Integer', [row('a', '42')]).valid).toBe(true);
    expect(mappings('String', [row('a'.repeat(101), 'x')]).message).toBe('Map From must be at most 100 characters');
    expect(mappings('String', [row('a', 'x'.repeat(101))]).message).toBe('Map To must be at most 100 characters');
    expect(mappings('String', [{ mapping_id: -1, map_from: 'a', map_to: 'b' }]).message).toBe('Mapping ID must be a whole number');
    expect(validate('transformationMappings', { output_type: 'String' }).message).toBe('The mapping list is missing');
  });

  it('ask for an account before assigning one', () => {
    expect(validate('transformationAccount', { assigned_count: 3 }).message).toBe('Please select an account to assign');
    expect(validate('transformationAccount', { account_id: 10001, assigned_count: 3 }).valid).toBe(true);
  });
});
