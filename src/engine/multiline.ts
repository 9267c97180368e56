import type { FieldOptions, InlineSchema } from '../../language/types';
import { PARAGRAPH_TEXT } from '../../schemas/fields';

type Property = InlineSchema['properties'][string];

/**
 * Whether a field is edited in a multi-line box spanning the form: its schema admits paragraphs
 * (`paragraph` of schemas/fields.ts), or its options ask for a wrapping box (`input: 'textarea'`).
 */
export const isMultiline = (property: Property | undefined, options: FieldOptions | undefined): boolean =>
  options?.input === 'textarea' || property?.pattern === PARAGRAPH_TEXT;
