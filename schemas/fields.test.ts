// The field builders as the validators apply them: a paragraph's line breaks, a labelled
// choice's codes. Real screens for paragraphs; a made-up schema, compiled as the build does, for
// labelled choices.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { createAjv } from '../shared/validation/ajv';
import { validate } from '../shared/validation/validate';
import type { FromSchema, Schema } from './ext';
import { labelledChoice, MSG } from './fields';

describe('paragraph', () => {
  const transformation = (description: string) => validate('transformation', { name: 'Gender', description });
  const apiLink = (api_link_description: string) =>
    validate('apiLink', {
      api_link_name: 'Flu reminders',
      api_link_url: 'https://api.example.org/v1/calls',
      api_link_verb: 'POST',
      api_link_authentication_method_id: 2,
      api_link_enabled: true,
      api_link_authentication_detail: '{}',
      api_link_description,
    });
  // A short code's help and opt-out replies: SMS texts, which carry line breaks.
  const shortCodeReplies = (text: string) =>
    validate('shortCode', { short_code: '45678', throttle: '5', short_code_desc: 'Reminders', help_message: text, opt_out_message: text });

  it('accepts line breaks, LF or CRLF', () => {
    for (const text of ['line one\nline two', 'line one\r\nline two', '\r\n', 'a\n\nb']) {
      expect(transformation(text)).toEqual({ valid: true, fieldErrors: {} });
      expect(apiLink(text)).toEqual({ valid: true, fieldErrors: {} });
      expect(shortCodeReplies(text)).toEqual({ valid: true, fieldErrors: {} });
    }
  });

  it('still refuses other control characters, a lone CR and markup, with the field’s message', () => {
    for (const text of ['bell\u0007', 'tab\there', 'old\rmac', '<b>bold</b>', 'a\n<b>']) {
      expect(transformation(text).message).toBe(MSG.invalidChars);
      expect(apiLink(text).message).toBe('API Link description has invalid characters');
      expect(shortCodeReplies(text).valid).toBe(false);
    }
  });

  it('keeps the length limit, line breaks counted', () => {
    expect(transformation(`${'d'.repeat(998)}\r\n`).valid).toBe(true);
    expect(transformation(`${'d'.repeat(999)}\r\n`).message).toBe('Description must be at most 1000 characters');
  });
});

describe('labelledChoice', () => {
  const MESSAGE = 'Language must be English or Spanish';
  const noticeSchema = {
    type: 'object',
    title: 'Notice',
    properties: {
      language: labelledChoice(
        'Language',
        [
          { const: 'en', title: 'English' },
          { const: 'es', title: 'Spanish' },
        ],
        MESSAGE,
      ),
    },
  } as const satisfies Schema;
  const check = createAjv().compile(noticeSchema);
  const messages = (language: unknown) => (check({ language }) ? [] : (check.errors ?? []).map((e) => e.message));

  it('accepts the codes, not their titles', () => {
    expect(messages('en')).toEqual([]);
    expect(messages('es')).toEqual([]);
    expect(messages('English')).toEqual([MESSAGE]);
  });

  it('refuses anything else with the one message of the schema', () => {
    expect(messages('fr')).toEqual([MESSAGE]);
    expect(messages('EN')).toEqual([MESSAGE]);
    expect(messages(1)).toEqual([MESSAGE]);
  });

  it('gives the record type its codes', () => {
    expectTypeOf<FromSchema<typeof noticeSchema>>().toEqualTypeOf<{ [k: string]: unknown; language?: 'en' | 'es' }>();
  });
});
