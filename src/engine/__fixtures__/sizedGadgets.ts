// The gadgets screen with a labelled choice: sizes stored as codes, shown by their titles.
import { labelledChoice } from '../../../schemas/fields';
import type { Schema } from '../../../schemas/ext';
import { gadgetSchema, gadgets } from './gadgets';

export const sizedGadgetSchema = {
  ...gadgetSchema,
  properties: {
    ...gadgetSchema.properties,
    size: labelledChoice(
      'Size',
      [
        { const: 's', title: 'Small' },
        { const: 'm', title: 'Medium' },
        { const: 'l', title: 'Large' },
      ],
      'Size must be Small, Medium or Large',
    ),
  },
} as const satisfies Schema;

const FIELDS = ['gadget_name', 'size'];

export const sizedGadgets = {
  ...gadgets,
  schema: sizedGadgetSchema,
  list: { ...gadgets.list, columns: [{ source: 'gadget_name', link: 'show' as const }, { source: 'size' }] },
  forms: {
    ...gadgets.forms,
    show: { ...gadgets.forms.show, fields: FIELDS, readOnly: FIELDS },
    edit: { ...gadgets.forms.edit, fields: FIELDS },
  },
};

export const sizedGadgetFixture = [
  { gadget_id: 1, gadget_name: 'Sprocket', colour: 'red', size: 's' },
  { gadget_id: 2, gadget_name: 'Flange', colour: 'blue', size: 'l' },
  // A code the schema does not label (an older record) shows as it is.
  { gadget_id: 3, gadget_name: 'Widget', colour: 'green', size: 'xl' },
];
