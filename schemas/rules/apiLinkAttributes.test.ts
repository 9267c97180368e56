import { describe, expect, it } from 'vitest';
import { validate } from '../../shared/validation/validate';
import { ATTRIBUTE_MESSAGES as M, attributesProblem, newRowLimitProblem } from './apiLinkAttributes';

const TYPES = [
  { api_data_type_id: 1, name: 'string' },
  { api_data_type_id: 2, name: 'header' },
];
const row = (name: string, api_data_type_id: number | string = 1, api_link_attribute_id?: number) => ({
  name,
  api_data_type_id,
  api_link_attribute_id,
});

describe('API link attribute rules', () => {
  it('accepts good rows; the same name under two types is fine', () => {
    expect(attributesProblem([row('member_id'), row('member_id', 2), row('X-Trace', '2')], TYPES)).toBeUndefined();
  });
  it('needs a name', () => {
    expect(attributesProblem([row('  ')], TYPES)).toBe('You have an empty attribute field name');
  });
  it('refuses a backslash or a double quote', () => {
    expect(attributesProblem([row('a\\b')], TYPES)).toBe('Attribute field name a\\b has invalid characters');
    expect(attributesProblem([row('say "hi"')], TYPES)).toBe(M.invalidChars('say "hi"'));
  });
  it('refuses spaces in header-type names only', () => {
    expect(attributesProblem([row('first name')], TYPES)).toBeUndefined();
    expect(attributesProblem([row('X Trace', 2)], TYPES)).toBe(M.headerSpaces('X Trace'));
  });
  it('refuses a name used twice for one data type, and a row without a known type', () => {
    expect(attributesProblem([row('dob', 1, 4), row('dob', '1')], TYPES)).toBe(M.twice('dob', 'string'));
    expect(attributesProblem([row('dob', 9)], TYPES)).toBe(M.noType('dob'));
  });
  it('allows at most 10 new rows at a time; saved rows do not count', () => {
    const saved = Array.from({ length: 12 }, (_, i) => row(`s${i}`, 1, i + 1));
    const fresh = (n: number) => Array.from({ length: n }, (_, i) => row(`n${i}`));
    expect(attributesProblem([...saved, ...fresh(10)], TYPES)).toBeUndefined();
    expect(attributesProblem([...saved, ...fresh(11)], TYPES)).toBe(
      'You can only add 10 new attribute rows at a time. Please save your data to the server.',
    );
    expect(newRowLimitProblem(fresh(9), 1)).toBeUndefined();
    expect(newRowLimitProblem(fresh(10), 1)).toBe(M.tooManyNew);
  });
  it('is what the apiLinkAttributes validator answers', () => {
    expect(validate('apiLinkAttributes', { api_link_attributes: [row('')], data_types: TYPES }).message).toBe(M.emptyName);
    expect(validate('apiLinkAttributes', { api_link_attributes: [], data_types: TYPES }).valid).toBe(true);
    expect(validate('apiLinkAttributes', {}).message).toBe('API Link attributes must be a list');
    expect(validate('apiLinkAttributes', { api_link_attributes: [{ name: 3 }] }).valid).toBe(false);
  });
});
