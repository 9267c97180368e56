import { describe, expect, it } from 'vitest';
import { validate } from '../../shared/validation/validate';
import { NOT_AN_OBJECT, templateJsonParses, templateJsonProblem } from './templateJson';

const body = (json: unknown, name: unknown = 'Welcome') => ({
  email_bee_template_name: name,
  email_bee_template_json: json,
  email_bee_template_html: '<p>x</p>',
});

describe('the template JSON rule', () => {
  it('accepts a JSON object', () => {
    expect(templateJsonProblem('{"page":{"rows":[]}}')).toBeUndefined();
    expect(templateJsonParses.check({ email_bee_template_json: '{}' })).toBeUndefined();
  });
  it('answers the parse error itself for text that does not parse', () => {
    let expected = '';
    try {
      JSON.parse('{"page": ');
    } catch (error) {
      expected = (error as Error).message;
    }
    expect(expected).not.toBe('');
    expect(templateJsonProblem('{"page": ')).toBe(expected);
    expect(templateJsonParses.check({ email_bee_template_json: '{"page": ' })).toEqual({
      message: expected,
      fields: ['email_bee_template_json'],
    });
  });
  it('refuses JSON that is not an object (the editor could not open it)', () => {
    for (const text of ['42', '[]', 'null', '"page"']) expect(templateJsonProblem(text)).toBe(NOT_AN_OBJECT);
  });
});

describe('the emailTemplate validator', () => {
  it('asks for the name first, in the required words', () => {
    expect(validate('emailTemplate', body('{}', ''))).toMatchObject({ valid: false, message: 'You must fill in the email template name' });
    expect(validate('emailTemplate', body('{}', '   ')).message).toBe('You must fill in the email template name');
  });
  it('limits the name to 255 characters', () => {
    expect(validate('emailTemplate', body('{}', 'x'.repeat(255))).valid).toBe(true);
    expect(validate('emailTemplate', body('{}', 'x'.repeat(256))).message).toBe('Template Name must be at most 255 characters');
  });
  it('requires the JSON, as text that parses to an object', () => {
    expect(validate('emailTemplate', { email_bee_template_name: 'A' }).message).toBe('Template JSON is required');
    expect(validate('emailTemplate', body({ page: {} })).message).toBe('Template JSON must be text');
    expect(validate('emailTemplate', body('{oops}')).message).toMatch(/JSON/);
    expect(validate('emailTemplate', body('[1]')).message).toBe(NOT_AN_OBJECT);
    expect(validate('emailTemplate', body('{"page":{}}')).valid).toBe(true);
  });
});
