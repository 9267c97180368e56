import type { FieldOptions, InlineSchema } from '../../language/types';
import { MAX_TEXT, PARAGRAPH_TEXT } from '../../schemas/fields';

type Property = InlineSchema['properties'][string];

/** Plain text longer than a line's input holds (the requirements' 255): nothing in its schema refuses a line break. */
const isLongText = (property: Property | undefined, options: FieldOptions | undefined): boolean =>
  (property?.maxLength ?? 0) > MAX_TEXT &&
  // A pattern may refuse line breaks (SAFE_TEXT does); a format, choices or another input say otherwise.
  !property?.pattern &&
  !property?.format &&
  !property?.enum &&
  !property?.oneOf &&
  !options?.input &&
  !options?.choices;

/**
 * Whether a field is edited in a multi-line box spanning the form: its schema admits paragraphs
 * (`paragraph` of schemas/fields.ts, or plain text longer than 255 characters), or its options ask
 * for a wrapping box (`input: 'textarea'`).
 */
export const isMultiline = (property: Property | undefined, options: FieldOptions | undefined): boolean =>
  options?.input === 'textarea' || property?.pattern === PARAGRAPH_TEXT || isLongText(property, options);
