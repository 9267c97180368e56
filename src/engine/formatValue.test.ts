// A value as text, where the column's display type says nothing: as its schema types it.
import { describe, expect, it } from 'vitest';
import { fieldText } from './formatValue';

const texts: Record<string, string> = {
  'ra.boolean.true': 'Yes',
  'ra.boolean.false': 'No',
  'status.enabled': 'Enabled',
  'status.disabled': 'Disabled',
};
const translate = (key: string) => texts[key] ?? key;

describe('fieldText by the schema', () => {
  it('a list of choices: the titles (an enum its values) in the schema order; a code it does not know as it is, last', () => {
    const labelled = {
      type: 'array',
      items: {
        oneOf: [
          { const: 'mon', title: 'Monday' },
          { const: 'tue', title: 'Tuesday' },
        ],
      },
    };
    expect(fieldText(translate, labelled, undefined, ['tue', 'xx', 'mon'])).toBe('Monday, Tuesday, xx');
    expect(fieldText(translate, labelled, undefined, [])).toBe('');
    expect(fieldText(translate, { type: 'array', items: { enum: [3, 1, 2] } }, undefined, [2, 3])).toBe('3, 2');
    // A column's display type still says how; any other list reads entry by entry, as before.
    expect(fieldText(translate, { type: 'array', items: { enum: ['a', 'b'] } }, 'count', ['a', 'b'])).toBe('2');
    expect(fieldText(translate, { type: 'array', items: { type: 'integer' } }, undefined, [1, 2])).toBe('1, 2');
  });

  it('a yes/no as Yes or No; a number, a day and a time as stored', () => {
    expect(fieldText(translate, { type: 'boolean' }, undefined, true)).toBe('Yes');
    expect(fieldText(translate, { type: 'boolean' }, undefined, false)).toBe('No');
    expect(fieldText(translate, { type: 'integer' }, undefined, 12)).toBe('12');
    expect(fieldText(translate, { type: 'integer' }, undefined, null)).toBe('');
    expect(fieldText(translate, { type: 'string', format: 'time' }, undefined, '09:05:00Z')).toBe('09:05:00Z');
    // A column's display type still says how; a union of types reads as it is.
    expect(fieldText(translate, { type: 'boolean' }, 'enabled', true)).toBe('Enabled');
    expect(fieldText(translate, { type: 'string', format: 'date-time' }, 'datetime', '2026-03-30T14:00:00.000Z')).toBe(
      new Date('2026-03-30T14:00:00.000Z').toLocaleString(),
    );
    expect(fieldText(translate, { type: ['boolean', 'null'] }, undefined, true)).toBe('true');
  });
});
