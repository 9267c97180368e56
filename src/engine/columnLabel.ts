import { screenTexts } from '../../language/screenTexts';
import type { InlineSchema } from '../../language/types';
import { keyIfText } from './formTextKeys';

type Props = Record<
  string,
  {
    title?: string;
    description?: string;
    enum?: readonly unknown[];
    oneOf?: readonly object[];
    maxLength?: number;
    pattern?: string;
    type?: unknown;
    format?: string;
    items?: object;
    minimum?: number;
    maximum?: number;
  }
>;

// Schemas come as objects, never by name: a name needs schemas/index, which imports every
// schema, and the list a screen opens on needs only its own (namedFieldLabel.ts serves forms).

/** A schema property of a resource's schema, if the schema describes it. */
export const schemaProperty = (schema: InlineSchema, field: string) => (schema.properties as Props)[field];

/** The label of a field: an explicit i18n key, else the schema's title, else the field name. */
export const fieldLabel = (
  translate: (key: string, options?: Record<string, unknown>) => string,
  schema: InlineSchema,
  field: string,
  labelKey?: string,
): string => {
  if (labelKey) return translate(labelKey);
  const title = schemaProperty(schema, field)?.title;
  // resources.<schema title>.fields.<field> lets a locale override the schema's English title.
  return translate(`resources.${schema.title ?? 'inline'}.fields.${field}`, { _: title ?? field });
};

/** A list column's header: its screen's text for it (`<screen>.columns.<source>`), else the field's label. */
export const columnHeader = (
  translate: (key: string, options?: Record<string, unknown>) => string,
  screen: string,
  schema: InlineSchema,
  source: string,
): string => fieldLabel(translate, schema, source, keyIfText(translate, screenTexts(screen).column(source)));
