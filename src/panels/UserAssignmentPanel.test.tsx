// Each list of the User Assignment form names itself when it fails.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { users } from '../../resources/users';
import { fails, renderWithPlatform } from '../engine/__fixtures__/fakePlatform';
import UserAssignmentPanel from './UserAssignmentPanel';

const lists = { 'GET /auth/accountgroups': [], 'GET /auth/applications': [], 'GET /auth/roles': [] };

describe('UserAssignmentPanel load failures', () => {
  it.each([
    ['GET /auth/accountgroups', 'An error occurred loading the account groups: down'],
    ['GET /auth/applications', 'An error occurred loading the applications: down'],
    ['GET /auth/roles', 'An error occurred loading the roles: down'],
  ])('a failing %s shows its own prefix', async (route, text) => {
    renderWithPlatform(
      <UserAssignmentPanel config={users} mode="assign" record={{ id: 9 }} close={() => undefined} cancel={() => undefined} />,
      [users],
      { ...lists, [route]: fails('down') },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });
});
