// Fields kept inside one JSON-text property of a record (a vendor's MetadataJSON): forms edit its
// keys as fields and the save sends them back as the text. The schema says so in JSON Schema's own
// words: the property's `contentMediaType` is JSON and its `contentSchema` names the keys; the
// console's forms and views and the demo platform read it alike.
import { isBlank } from './normalise';

/** Which keys of which JSON-text property the forms edit as fields, in form order. */
export interface JsonTextFields {
  property: string;
  fields: readonly string[];
}

interface JsonTextProperty {
  contentMediaType?: unknown;
  contentSchema?: { properties?: Readonly<Record<string, unknown>> };
}

/** The record's JSON-text property whose keys the forms edit (one whose contentSchema names them), if any. */
export const jsonTextOf = (schema: { properties?: Readonly<Record<string, unknown>> }): JsonTextFields | undefined => {
  for (const [property, value] of Object.entries(schema.properties ?? {})) {
    const { contentMediaType, contentSchema } = (value ?? {}) as JsonTextProperty;
    if (contentMediaType === 'application/json' && contentSchema?.properties)
      return { property, fields: Object.keys(contentSchema.properties) };
  }
  return undefined;
};

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);

/** The JSON text as an object: blank is {}, and anything but a JSON object is undefined. */
export const parseJsonText = (text: unknown): Record<string, unknown> | undefined => {
  if (isBlank(text)) return {};
  if (isPlainObject(text)) return text;
  if (typeof text !== 'string') return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return isPlainObject(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
};

/** The declared keys of the record's JSON text that hold a value, as fields. */
export const jsonTextValues = (record: Record<string, unknown>, mapping: JsonTextFields): Record<string, unknown> => {
  const parsed = parseJsonText(record[mapping.property]) ?? {};
  return Object.fromEntries(mapping.fields.filter((key) => !isBlank(parsed[key])).map((key) => [key, parsed[key]]));
};

/**
 * The body with the edited keys folded back into the JSON text: each edited key is set (trimmed)
 * or, when blank, removed. Keys not edited (other tools' keys, a secret the form does not show)
 * are kept from the previous text.
 */
export const withJsonText = (
  body: Record<string, unknown>,
  mapping: JsonTextFields,
  edited: readonly string[],
  previous?: unknown,
): Record<string, unknown> => {
  const text: Record<string, unknown> = { ...(parseJsonText(previous) ?? {}) };
  const rest = { ...body };
  for (const key of mapping.fields) {
    const value = trimmed(rest[key]);
    delete rest[key];
    if (!edited.includes(key)) continue;
    if (isBlank(value)) delete text[key];
    else text[key] = value;
  }
  return { ...rest, [mapping.property]: JSON.stringify(text) };
};
