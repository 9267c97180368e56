// A screen nobody built the engine for: one schema, one resource config, one fixture.
import { defineResource } from '../../../language/types';
import { words } from '../../../resources/__fixtures__/words';

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
  title: words('Gadgets'),
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
    filter: {},
    addLabel: words('Add Gadget'),
    rowActions: ['show', 'edit', 'clone', 'delete'],
  },
  forms: {
    show: { title: words('Gadget Details'), kind: 'fields', fields: ['gadget_name', 'colour'], readOnly: ['gadget_name', 'colour'] },
    insert: {
      title: words('New Gadget'),
      kind: 'fields',
      fields: ['gadget_name', 'colour'],
      success: words('Gadget %{gadget_name} added'),
    },
    edit: {
      title: words('Edit Gadget'),
      kind: 'fields',
      fields: ['gadget_name', 'colour'],
      success: words('Gadget %{gadget_name} saved'),
      leaveConfirm: words('Leave this gadget? You have unsaved changes.'),
    },
    clone: {
      title: words('Clone'),
      kind: 'action',
      success: words('Gadget %{gadget_name} cloned'),
      errorPrefix: words('Cloning failed: '),
    },
    delete: {
      title: words('Delete Gadget'),
      kind: 'confirm',
      confirm: words('Remove gadget %{gadget_name}?'),
      success: words('Gadget removed'),
    },
  },
});

export const gadgetFixture = [
  { gadget_id: 1, gadget_name: 'Sprocket', colour: 'red' },
  { gadget_id: 2, gadget_name: 'Flange', colour: 'blue' },
  { gadget_id: 3, gadget_name: 'Widget', colour: 'green' },
];
