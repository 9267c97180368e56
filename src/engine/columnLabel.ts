import type { InlineSchema } from '../../resources/types';
import { schemas } from '../../schemas';

type Props = Record<string, { title?: string; description?: string; enum?: readonly unknown[]; maxLength?: number; type?: unknown }>;

/** A schema property of a resource's schema, if the schema describes it. */
export const schemaProperty = (schema: string | InlineSchema, field: string) =>
  ((typeof schema === 'string' ? (schemas as Record<string, { properties?: Props }>)[schema] : schema)?.properties as Props | undefined)?.[field];

const schemaKey = (schema: string | InlineSchema) => (typeof schema === 'string' ? schema : (schema.title ?? 'inline'));

/** The label of a field: an explicit i18n key, else the schema's title, else the field name. */
export const fieldLabel = (
  translate: (key: string, options?: Record<string, unknown>) => string,
  schema: string | InlineSchema,
  field: string,
  labelKey?: string,
): string => {
  if (labelKey) return translate(labelKey);
  const title = schemaProperty(schema, field)?.title;
  // resources.<schema>.fields.<field> lets a locale override the schema's English title.
  return translate(`resources.${schemaKey(schema)}.fields.${field}`, { _: title ?? field });
};
