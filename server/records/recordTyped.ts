// A stored field whose schema types its value (schemas/rules/valueKinds.ts: a number, a yes/no,
// a list of choices) is kept as the body sends it, never as text: the answer then holds what
// the next save sends back, and passes the same validator. The validator has checked the value;
// what it may not have (a screen's validator of another schema) is refused here rather than
// stored as something else. Days and times are text, and stay with the text fields.
import { isBlank } from '../../schemas/rules/normalise';
import { valueKind } from '../../schemas/rules/valueKinds';
import { badRequest, bool } from '../http';

interface Property {
  type?: unknown;
  format?: string;
  items?: unknown;
  default?: unknown;
}

/** Whether the platform keeps this field as its schema types it (typedValue). */
export const isTyped = (property: Property | undefined): boolean => {
  const kind = valueKind(property);
  return kind === 'integer' || kind === 'number' || kind === 'boolean' || kind === 'choices';
};

/**
 * The stored value of a typed field from what the body sent (`sent`, undefined when left out):
 * a blank number is null, a blank list empty (the schema's default for either when it has one);
 * a yes/no left out keeps the stored one (false, or the default, for a new record).
 */
export const typedValue = (property: Property, title: string, sent: unknown, stored: unknown): unknown => {
  const kind = valueKind(property);
  const fallback = property.default;
  if (kind === 'boolean') return bool(sent, (stored ?? fallback ?? false) as boolean, title);
  if (kind === 'choices') {
    if (isBlank(sent)) return fallback ?? [];
    if (!Array.isArray(sent)) throw badRequest(`${title} must be a list`);
    return sent;
  }
  if (isBlank(sent)) return fallback ?? null;
  if (typeof sent !== 'number' || !Number.isFinite(sent) || (kind === 'integer' && !Number.isInteger(sent)))
    throw badRequest(`${title} must be ${kind === 'integer' ? 'a whole number' : 'a number'}`);
  return sent;
};
