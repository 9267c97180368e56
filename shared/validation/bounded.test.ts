// Validation in bounded steps gives what one whole run of the validator gives, at the cost of the
// first bad entries: a list over its maxItems is told with its own message, a long list is read
// step by step, a huge text never reaches a pattern.
import { describe, expect, it } from 'vitest';
import { ACCOUNT_LIMIT_MESSAGE } from '../../schemas/accountAssignment.schema';
import { MAX_ATTRIBUTES } from '../../schemas/apiLinkAttribute.schema';
import { schemas } from '../../schemas/index';
import { MAX_MAPPINGS } from '../../schemas/transformation.schema';
import { MAX_ROLES } from '../../schemas/user.schema';
import { validatorSpecs } from '../../schemas/validators';
import { normalise } from '../../schemas/rules/normalise';
import { checkBounded, cutToLimits, STEP } from './bounded';
import { formatResult } from './format';
import * as compiled from './generated/validators.js';
import { validate } from './validate';

/** What one whole run of the validator makes of the body (the way before bounded steps). */
const wholeRun = (name: 'transformationMappings' | 'apiLinkAttributes', body: Record<string, unknown>) => {
  const record = normalise(body);
  compiled[name](record);
  return formatResult(validatorSpecs[name], compiled[name].errors ?? [], record);
};

const row = (i: number) => ({ mapping_id: 0, map_from: `from ${i}`, map_to: String(i) });

describe('a list over its maxItems', () => {
  it('is refused with the list’s own message', () => {
    const attributes = Array.from({ length: MAX_ATTRIBUTES + 1 }, (_, i) => ({
      api_link_attribute_id: i + 1,
      api_data_type_id: 1,
      name: `n${i}`,
    }));
    const result = validate('apiLinkAttributes', { api_link_attributes: attributes, data_types: [{ api_data_type_id: 1, name: 'body' }] });
    expect(result).toMatchObject({ valid: false, message: `API Link Attributes must have at most ${MAX_ATTRIBUTES} entries` });
    expect(result.message).toBe(
      wholeRun('apiLinkAttributes', { api_link_attributes: attributes, data_types: [{ api_data_type_id: 1, name: 'body' }] }).message,
    );
    expect(
      validate('transformationMappings', { output_type: 'String', mappings: Array.from({ length: MAX_MAPPINGS + 1 }, (_, i) => row(i)) })
        .message,
    ).toBe(`Mappings must have at most ${MAX_MAPPINGS} entries`);
    expect(
      validate('userInsert', { email: 'a@example.org', first_name: 'Ann', last_name: 'Lee', app_role_list: Array(MAX_ROLES + 1).fill({}) })
        .fieldErrors,
    ).toMatchObject({
      app_role_list: `Application Roles must have at most ${MAX_ROLES} entries`,
    });
  });

  it('is refused as such however long, after the fields before it in the form', () => {
    const result = validate('apiLinkAttributes', { api_link_attributes: Array(32_000).fill(0) });
    expect(result.message).toBe(`API Link Attributes must have at most ${MAX_ATTRIBUTES} entries`);
    // The required fields come first, as ever.
    expect(validate('userInsert', { app_role_list: Array(16_000).fill(0) }).message).toBe(
      'The following fields are required: Email, First Name, Last Name',
    );
  });
});

describe('a long list', () => {
  it.each([0, STEP - 1, STEP, 2 * STEP + 7, MAX_MAPPINGS - 1])('with a bad entry at %i answers what a whole run answers', (bad) => {
    const mappings: Record<string, unknown>[] = Array.from({ length: MAX_MAPPINGS }, (_, i) => row(i));
    mappings[bad] = { mapping_id: 0, map_from: 'x'.repeat(101), map_to: 'y' };
    const body = { output_type: 'String', mappings };
    expect(validate('transformationMappings', body)).toEqual(wholeRun('transformationMappings', body));
    expect(validate('transformationMappings', body).message).toBe('Map From must be at most 100 characters');
  });

  it('names a later step’s bad entry at its place in the whole list', () => {
    const mappings: unknown[] = Array.from({ length: 3 * STEP }, (_, i) => row(i));
    mappings[STEP + 5] = { map_from: 7, map_to: 'y' };
    const { errors } = checkBounded(compiled.transformationMappings, schemas.transformationMappings, { mappings });
    expect(errors.map((e) => e.instancePath)).toEqual([`/mappings/${STEP + 5}/map_from`]);
  });

  it('that is whole and good is valid', () => {
    expect(
      validate('transformationMappings', { output_type: 'String', mappings: Array.from({ length: MAX_MAPPINGS }, (_, i) => row(i)) }),
    ).toEqual({
      valid: true,
      fieldErrors: {},
    });
  });
});

describe('a huge text', () => {
  it('is refused with its length message, never read whole by a pattern', () => {
    const link = {
      api_link_name: 'Flu reminders',
      api_link_url: 'https://api.example.org/v1/calls',
      api_link_verb: 'POST',
      api_link_authentication_method_id: 2,
      api_link_enabled: true,
      api_link_authentication_detail: '{}',
    };
    // A paragraph's pattern alone overflows the stack on text this long.
    expect(validate('apiLink', { ...link, api_link_description: 'x'.repeat(9_000_000) }).message).toBe(
      'API Link description cannot be longer than 4000 characters',
    );
    expect(validate('apiLink', { ...link, api_link_authentication_detail: 'x'.repeat(9_000_000) }).message).toBe(
      'API Link authentication details must be at most 262144 characters',
    );
  });

  it('is cut to twice its limit, still too long in characters however it is written', () => {
    const schema = { type: 'object', properties: { name: { type: 'string', maxLength: 3 } } };
    expect(cutToLimits(schema, { name: 'x'.repeat(100) })).toEqual({ name: 'x'.repeat(8) });
    expect(cutToLimits(schema, { name: '😀'.repeat(100) })).toEqual({ name: '😀'.repeat(4) });
  });
});

describe('cutToLimits', () => {
  it('gives back the same value when nothing is over a limit', () => {
    const record = { mappings: [row(1), row(2)], output_type: 'String' };
    expect(cutToLimits(schemas.transformationMappings, record)).toBe(record);
  });
});

describe('an account group', () => {
  it('of more than 20 accounts is told in the requirements’ words', () => {
    const accounts = Array.from({ length: 21 }, (_, i) => ({ account_id: 10001 + i, account_name: `Account ${i}` }));
    expect(validate('accountGroup', { account_group_name: 'Big Group', accounts }).message).toBe(ACCOUNT_LIMIT_MESSAGE);
    expect(validate('accountGroup', { account_group_name: 'Big Group', accounts: accounts.slice(1) }).valid).toBe(true);
  });
});
