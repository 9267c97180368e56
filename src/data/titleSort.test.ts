import { describe, expect, it } from 'vitest';
import type { ResourceConfig } from '../../language/types';
import { sizedGadgetSchema, sizedGadgets } from '../engine/__fixtures__/sizedGadgets';
import { ListStore } from './listStore';
import { listSpecs } from './listSpecs';
import { choiceTitles } from './titleSort';

// Codes whose order is not their titles' order: a sort by code would read 'a, b, c'.
const shipping = {
  ...sizedGadgets,
  schema: {
    ...sizedGadgetSchema,
    properties: {
      ...sizedGadgetSchema.properties,
      size: {
        ...sizedGadgetSchema.properties.size,
        oneOf: [
          { const: 'a', title: 'Pallet' },
          { const: 'b', title: 'Envelope' },
          { const: 'c', title: 'Crate' },
        ],
      },
    },
  },
} as unknown as ResourceConfig;

const store = (rows: Record<string, unknown>[]) =>
  new ListStore(
    listSpecs([shipping]),
    { load: async () => rows.map((r) => ({ ...r })), displays: async (_r, _s, values) => values.map(() => null) },
    (run) => run(),
  );

const gadgets = [
  { gadget_id: 1, gadget_name: 'Sprocket', size: 'a' },
  { gadget_id: 2, gadget_name: 'Flange', size: 'b' },
  { gadget_id: 3, gadget_name: 'Widget', size: 'xl' },
  { gadget_id: 4, gadget_name: 'Cog', size: 'c' },
  { gadget_id: 5, gadget_name: 'Axle' },
];

describe('a column of labelled choices', () => {
  it('has its titles read from the schema', () => {
    const titles = choiceTitles(sizedGadgets.list.columns, sizedGadgetSchema);
    expect(Object.keys(titles)).toEqual(['size']);
    expect(titles.size.l).toBe('Large');
  });

  it('sorts by the titles the cells show, a code no title names as itself, blanks last', async () => {
    const list = store(gadgets);
    const names = async (order: 'ASC' | 'DESC') =>
      (await list.page('gadgets', { sort: { field: 'size', order }, pagination: { page: 1, perPage: 10 } })).data.map((r) => r.gadget_name);
    // Crate, Envelope, Pallet, then 'xl' (no title names it), then the blank.
    expect(await names('ASC')).toEqual(['Cog', 'Flange', 'Sprocket', 'Widget', 'Axle']);
    expect(await names('DESC')).toEqual(['Widget', 'Sprocket', 'Flange', 'Cog', 'Axle']);
  });

  it('sends the rows as the platform answered them: the titles stay in the store', async () => {
    const { data } = await store(gadgets).page('gadgets', { sort: { field: 'size', order: 'ASC' }, pagination: { page: 1, perPage: 1 } });
    expect(structuredClone(data[0])).toEqual({ gadget_id: 4, gadget_name: 'Cog', size: 'c', id: 4 });
  });
});
