// Parsers a platform record declaration names (language/recordTypes.ts `validatorGets` and
// `validatorReads`): each reads a body field's text, or the body, into what the validator
// checks, and throws when it cannot.
import { entriesFromDetail } from './apiLinkAuthDetail';
import { vendorFields } from './vendorMetadata';

export const BODY_PARSERS = {
  /** An API link's authentication details (JSON text) as the typed entries the form edits. */
  authEntries: (text: unknown): unknown => entriesFromDetail(typeof text === 'string' ? text : undefined),
  /** A vendor save body as its forms edit it: MetadataJSON's keys as fields. */
  vendorFields: (body: unknown): unknown => vendorFields((body ?? {}) as Record<string, unknown>),
} as const;

export type BodyParserName = keyof typeof BODY_PARSERS;
