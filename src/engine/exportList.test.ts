// The list export writes cells as the table shows them: a labelled choice by its title, a list of
// choices by their titles, a yes/no as Yes or No.
import { describe, expect, it, vi } from 'vitest';
import { callBackWindows } from '../../resources/__fixtures__/callBackWindows';
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

  it('writes a list of the schema choices as their titles in the schema order, a yes/no as Yes or No', async () => {
    downloads.length = 0;
    const rows = [
      { window_id: 1, name: 'Evenings', days: ['thu', 'tue'], enabled: true, max_attempts: 3, start_time: '17:00:00Z' },
      { window_id: 2, name: 'Mornings', days: [], enabled: false, max_attempts: null, start_time: '08:30:00' },
    ];
    const texts: Record<string, string> = { 'ra.boolean.true': 'Yes', 'ra.boolean.false': 'No' };
    await exportList({
      dataProvider: createDataProvider([callBackWindows], async () => rows),
      config: callBackWindows,
      filter: {},
      sort: { field: 'name', order: 'ASC' },
      translate: (key, options) => texts[key] ?? (options && '_' in options ? String(options._) : key),
      progress: () => undefined,
      columns: ['name', 'days', 'enabled', 'max_attempts', 'start_time'].map((source) => ({ source })),
    });
    expect(await downloads[0].blob.text()).toBe(
      'Name,Days,Enabled,Maximum Attempts,Start Time\nEvenings,"Tuesday, Thursday",Yes,3,17:00:00Z\nMornings,,No,,08:30:00\n',
    );
  });
});
