// List rows may be summaries (the users and API clients lists carry only what the table shows):
// a form mode must open with the record its get call answers, never with the list's row.
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { signedInAdmin } from './__fixtures__/signedInAdmin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { defineResource } from '../../language/types';
import { createDataProvider } from '../data/dataProvider';
import type { Http } from '../data/http';
import { i18nProvider } from '../i18n/i18nProvider';
import { gadgets, gadgetSchema } from './__fixtures__/gadgets';
import { ResourceScreen } from './ResourceScreen';

const summarised = defineResource({
  ...gadgets,
  schema: { ...gadgetSchema, properties: { ...gadgetSchema.properties, maker: { type: 'string', title: 'Maker' } } },
  endpoints: { ...gadgets.endpoints, get: 'GET /gadget-service/gadgets/:id' },
  forms: { ...gadgets.forms, edit: { ...gadgets.forms.edit, fields: ['gadget_name', 'maker'] } },
});

describe('summary list rows', () => {
  it('opens Edit with the whole record from the get call, not the summary row', async () => {
    const gets: string[] = [];
    const http: Http = async (_method, path) => {
      if (path === '/gadget-service/gadgets')
        return [
          { gadget_id: 1, gadget_name: 'Sprocket' },
          { gadget_id: 2, gadget_name: 'Flange' },
        ];
      gets.push(path);
      // slower than the list, as a real call is
      await new Promise((resolve) => setTimeout(resolve, 300));
      return { gadget_id: 1, gadget_name: 'Sprocket', maker: 'Acme Gears' };
    };
    render(
      <MemoryRouter initialEntries={['/admin/gadgets']}>
        <AdminContext dataProvider={createDataProvider([summarised], http)} authProvider={signedInAdmin} i18nProvider={i18nProvider}>
          <Routes>
            <Route path="/admin/gadgets/*" element={<ResourceScreen config={summarised} />} />
          </Routes>
        </AdminContext>
      </MemoryRouter>,
    );
    const row = (await screen.findByText('Sprocket')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    // The first Maker box the user sees already holds the stored value.
    const maker = await screen.findByLabelText('Maker');
    expect(maker).toHaveValue('Acme Gears');
    await waitFor(() => expect(gets).toEqual(['/gadget-service/gadgets/1']));
  });
});
