// The access-denied page names the role as staff know it, never by its code; the names are the
// platform's own (its roles list), for every role of the role map.
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { ROLES } from '../../language/roles';
import roles from '../../fixtures/roles.json';
import { i18nProvider } from '../i18n/i18nProvider';
import { shell } from '../i18n/en/shell';
import { AccessDenied } from './AccessDenied';

describe('the access-denied page', () => {
  it('says the role by its name', async () => {
    render(
      <MemoryRouter>
        <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
          <AccessDenied role="slink-sisl-admin" />
        </AdminContext>
      </MemoryRouter>,
    );
    expect(await screen.findByText('Your role, SISL Administrator, may not use this page.')).toBeInTheDocument();
    expect(screen.queryByText(/slink-sisl-admin/)).toBeNull();
  });

  it("names every role of the role map as the platform's roles list does", () => {
    const platformNames = Object.fromEntries(ROLES.map((role) => [role, roles.find((r) => r.role_type_code === role)?.role_name]));
    expect(shell.roleNames).toEqual(platformNames);
  });
});
