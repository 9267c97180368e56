// The schema a form's fields come from, on its own: the bulk actions read it on the first screen,
// where formFields.ts (and the schema branches' rules it brings) must not load.
import type { FormConfig, InlineSchema, ResourceConfig } from '../../language/types';

/** The schema a form's fields come from: its own (`schema`), else the record's. */
export const formSchemaOf = (config: ResourceConfig, form: Pick<FormConfig, 'schema'>): InlineSchema => form.schema ?? config.schema;
