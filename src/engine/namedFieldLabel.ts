import { schemas } from '../../schemas';
import type { InlineSchema } from '../../language/types';
import { fieldLabel } from './columnLabel';

export type SchemaName = keyof typeof schemas;

/** fieldLabel for a schema named in schemas/index; for forms and reports, which load on use. */
export const namedFieldLabel = (
  translate: (key: string, options?: Record<string, unknown>) => string,
  schema: SchemaName,
  field: string,
  labelKey?: string,
): string => fieldLabel(translate, schemas[schema] as InlineSchema, field, labelKey);
