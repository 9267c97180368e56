// The list export writes cells as the table shows them: a labelled choice by its title.
import { describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../data/dataProvider';
import { sizedGadgetFixture, sizedGadgets } from './__fixtures__/sizedGadgets';
import { exportList } from './exportList';

const downloads = vi.hoisted(() => [] as { name: string; blob: Blob }[]);
vi.mock('../export/downloadText', () => ({ downloadBlob: (name: string, blob: Blob) => downloads.push({ name, blob }) }));

describe('exportList', () => {
  it('writes a labelled choice as its title, an unlabelled code as it is', async () => {
    await exportList({
      dataProvider: createDataProvider([sizedGadgets], async () => sizedGadgetFixture),
      config: sizedGadgets,
      filter: {},
      sort: { field: 'gadget_name', order: 'ASC' },
      translate: (key, options) => (options && '_' in options ? String(options._) : key),
      progress: () => undefined,
    });
    expect(downloads).toHaveLength(1);
    expect(downloads[0].name).toMatch(/^gadgets-.*\.csv$/);
    expect(await downloads[0].blob.text()).toBe('Gadget Name,Size\nFlange,Large\nSprocket,Small\nWidget,xl\n');
  });

  it('writes the columns the list shows, in their order, when given them', async () => {
    downloads.length = 0;
    await exportList({
      dataProvider: createDataProvider([sizedGadgets], async () => sizedGadgetFixture),
      config: sizedGadgets,
      filter: {},
      sort: { field: 'gadget_name', order: 'ASC' },
      translate: (key, options) => (options && '_' in options ? String(options._) : key),
      progress: () => undefined,
      columns: [...sizedGadgets.list.columns].reverse(),
    });
    expect((await downloads[0].blob.text()).split('\n')[0]).toBe('Size,Gadget Name');
  });
});
