// Going from one list screen to another never shows the last screen's rows under the new one's
// columns while its own list loads (react-admin keeps a list's previous rows meanwhile).
import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { apiClients } from '../../resources/apiClients';
import { users } from '../../resources/users';
import { renderWithPlatform } from '../engine/__fixtures__/fakePlatform';
import { ScreenRoute } from './ScreenRoute';

const login = (id: number, email: string) => ({
  login_id: id,
  id,
  email,
  first_name: 'F',
  last_name: 'L',
  enabled: true,
  user_type: 'STAFF',
});

const GoToApiClients = () => {
  const navigate = useNavigate();
  return <button onClick={() => navigate('/admin/apiclients')}>go</button>;
};

describe('ScreenRoute', () => {
  it("shows a new screen's own rows only, never the last screen's", async () => {
    let answerClients: (rows: unknown[]) => void = () => undefined;
    renderWithPlatform(
      <>
        <GoToApiClients />
        <Routes>
          <Route path="/admin/apiclients/*" element={<ScreenRoute screen={apiClients} />} />
          <Route path="/*" element={<ScreenRoute screen={users} />} />
        </Routes>
      </>,
      [users, apiClients],
      {
        'GET /auth/users/': [login(1001, 'only.a.user@example.org')],
        'GET /auth/apiclients/': () => new Promise((resolve) => (answerClients = resolve)),
      },
    );
    await screen.findByText('only.a.user@example.org');
    await act(async () => screen.getByText('go').click());
    await screen.findByText('API Clients');
    expect(screen.queryByText('only.a.user@example.org')).toBeNull();
    await act(async () => answerClients([login(2001, 'only.a.client@example.org')]));
    expect(await screen.findByText('only.a.client@example.org')).toBeTruthy();
  });
});
