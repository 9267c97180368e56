// A field of labelled choices (a schema `oneOf` of const and title) through the generated screen:
// the list, the view and the selects show the titles; the form sends the codes; the text filter
// finds a row by the title it shows.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ResourceConfig } from '../../language/types';
import { createDataProvider } from '../data/dataProvider';
import type { Http } from '../data/http';
import { renderGadgetScreen } from './__fixtures__/renderGadgetScreen';
import { sizedGadgetFixture, sizedGadgets } from './__fixtures__/sizedGadgets';
import { cellText } from './formatValue';
import { dataCells } from './__fixtures__/tableCells';

const platform = () => {
  const sent: unknown[] = [];
  const http: Http = async (method, _path, body) => {
    if (method === 'GET') return sizedGadgetFixture;
    sent.push(body);
    return body;
  };
  return { http, sent };
};

const row = (name: string) => screen.getAllByRole('row').find((r) => r.textContent?.includes(name))!;
const cells = (name: string) => dataCells(row(name)).map((c) => c.textContent);

describe('labelled choices', () => {
  it('list cells show the titles; a code the schema does not label shows as it is', async () => {
    renderGadgetScreen({ ...sizedGadgets, list: { ...sizedGadgets.list, perPage: 5 } }, platform().http);
    await waitFor(() => expect(cells('Flange').slice(0, 2)).toEqual(['Flange', 'Large']));
    expect(cells('Sprocket').slice(0, 2)).toEqual(['Sprocket', 'Small']);
    expect(cells('Widget').slice(0, 2)).toEqual(['Widget', 'xl']);
  });

  it('the read-only view shows the title', async () => {
    renderGadgetScreen(sizedGadgets, platform().http);
    await userEvent.click(await screen.findByRole('button', { name: 'Flange' }));
    const view = await screen.findByRole('dialog', { name: 'Gadget Details' });
    const sizeRow = (await within(view).findByRole('rowheader', { name: 'Size' })).closest('tr')!;
    expect(within(sizeRow).getByRole('cell')).toHaveTextContent('Large');
  });

  it('the select offers the titles in the schema order and the save sends the code', async () => {
    const { http, sent } = platform();
    renderGadgetScreen(sizedGadgets, http);
    await screen.findByRole('button', { name: 'Flange' });
    await userEvent.click(within(row('Flange')).getByRole('button', { name: 'Edit' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Gadget' });
    const select = await within(edit).findByRole('combobox', { name: 'Size' });
    expect(select).toHaveTextContent('Large');
    await userEvent.click(select);
    const options = await screen.findAllByRole('option');
    // The blank first option leaves the field unset.
    expect(options.map((o) => o.textContent?.trim())).toEqual(['', 'Small', 'Medium', 'Large']);
    await userEvent.click(screen.getByRole('option', { name: 'Small' }));
    await userEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toEqual([expect.objectContaining({ gadget_name: 'Flange', size: 's' })]));
  });

  it('a native select shows the titles over the codes it sends', async () => {
    const { http, sent } = platform();
    renderGadgetScreen({ ...sizedGadgets, fieldOptions: { size: { input: 'native-select' } } }, http);
    await screen.findByRole('button', { name: 'Flange' });
    await userEvent.click(within(row('Flange')).getByRole('button', { name: 'Edit' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Gadget' });
    const select = await within(edit).findByRole('combobox', { name: 'Size' });
    await waitFor(() => expect(select).toHaveValue('l'));
    const options = within(select).getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((o) => [o.value, o.textContent])).toEqual([
      ['', ''],
      ['s', 'Small'],
      ['m', 'Medium'],
      ['l', 'Large'],
    ]);
    await userEvent.selectOptions(select, 'Medium');
    await userEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toEqual([expect.objectContaining({ size: 'm' })]));
  });

  it('the text filter finds rows by the title they show, not by the code', async () => {
    const config: ResourceConfig = sizedGadgets;
    const dataProvider = createDataProvider([config], platform().http, (c, column, value) => cellText((k) => k, c.schema, column, value));
    const names = async (q: string) => {
      const { data } = await dataProvider.getList('gadgets', {
        filter: { q },
        sort: { field: 'gadget_name', order: 'ASC' },
        pagination: { page: 1, perPage: 10 },
      });
      return data.map((r) => (r as { gadget_name: string }).gadget_name);
    };
    expect(await names('larg')).toEqual(['Flange']);
    expect(await names('small')).toEqual(['Sprocket']);
    expect(await names('xl')).toEqual(['Widget']);
  });
});
