// A screen nobody built the engine for: one schema, one resource config, one fixture.
import { defineResource } from '../../../language/types';
import { addTexts } from '../../i18n/i18nProvider';

export const gadgetSchema = {
  title: 'gadget',
  type: 'object',
  properties: {
    gadget_id: { type: 'integer', title: 'Gadget ID' },
    gadget_name: { type: 'string', title: 'Gadget Name', maxLength: 40 },
    colour: { type: 'string', title: 'Colour', enum: ['red', 'green', 'blue'] },
  },
} as const;

export const gadgets = defineResource({
  name: 'gadgets',
  route: '/admin/gadgets',
  area: 'admin',
  roles: undefined,
  idField: 'gadget_id',
  schema: gadgetSchema,
  endpoints: {
    list: 'GET /gadget-service/gadgets',
    create: 'POST /gadget-service/gadgets',
    update: 'PUT /gadget-service/gadgets/:id',
    delete: 'DELETE /gadget-service/gadgets/:id',
    clone: 'POST /gadget-service/gadgets/:id/clone',
  },
  list: {
    columns: [{ source: 'gadget_name', link: 'show' }, { source: 'colour' }],
    sort: { field: 'gadget_name', order: 'ASC' },
    perPage: 2,
  },
  forms: {
    show: { kind: 'fields', fields: ['gadget_name', 'colour'], readOnly: ['gadget_name', 'colour'] },
    create: {
      kind: 'fields',
      fields: ['gadget_name', 'colour'],
    },
    edit: {
      kind: 'fields',
      fields: ['gadget_name', 'colour'],
    },
    clone: {
      kind: 'action',
    },
    delete: {
      kind: 'confirm',
    },
  },
});

// Its texts, where the engine looks for them (language/screenTexts.ts).
export const gadgetTexts = {
  title: 'Gadgets',
  add: 'Add Gadget',
  forms: { show: 'Gadget Details', create: 'New Gadget', edit: 'Edit Gadget', clone: 'Clone', delete: 'Delete Gadget' },
  messages: {
    create: 'Gadget %{gadget_name} added',
    edit: 'Gadget %{gadget_name} saved',
    clone: 'Gadget %{gadget_name} cloned',
    delete: 'Gadget removed',
  },
  errors: { clone: 'Cloning failed: ' },
  confirm: { delete: 'Remove gadget %{gadget_name}?' },
  leave: { edit: 'Leave this gadget? You have unsaved changes.' },
};
void addTexts({ gadgets: gadgetTexts });

export const gadgetFixture = [
  { gadget_id: 1, gadget_name: 'Sprocket', colour: 'red' },
  { gadget_id: 2, gadget_name: 'Flange', colour: 'blue' },
  { gadget_id: 3, gadget_name: 'Widget', colour: 'green' },
];
