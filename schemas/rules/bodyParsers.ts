// Parsers a platform record declaration names (language/recordTypes.ts `validatorGets`): each
// reads a body field's text into what the validator checks, and throws when it cannot.
import { entriesFromDetail } from './apiLinkAuthDetail';

export const BODY_PARSERS = {
  /** An API link's authentication details (JSON text) as the typed entries the form edits. */
  authEntries: (text: unknown): unknown => entriesFromDetail(typeof text === 'string' ? text : undefined),
} as const;

export type BodyParserName = keyof typeof BODY_PARSERS;
