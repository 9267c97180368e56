// The IP-range section reads its calls from the config and its texts from its screen's; the account groups config
// keeps the requirements' texts (the e2e tests find them by role and label).
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountGroups } from '../../resources/accountGroups';
import { defineResource, type IpRangeAssignmentConfig } from '../../language/types';
import { fails, renderWithPlatform, type Routes } from '../engine/__fixtures__/fakePlatform';
import { IpRangeSection } from './IpRangeSection';
import { ipRangeSchema } from '../../schemas/ipRange.schema';

const ipRanges: IpRangeAssignmentConfig = {
  assigned: 'allowList',
  all: 'apps',
  add: 'allow',
  remove: 'disallow',
  validator: 'ipRange',
};
// The section's texts, where it looks for them (language/screenTexts.ts).
const messages = {
  senders: {
    ipRanges: {
      heading: 'Allowed',
      tag: '%{application_type_code} %{ip_range_start}..%{ip_range_end}',
      section: 'Allow addresses',
      picker: 'Channel',
      start: 'From',
      end: 'To',
      octet: '%{label} #%{n}',
      add: 'Allow',
      added: 'Allowed it',
      removed: 'Disallowed it',
      errors: {
        add: 'Could not allow %{start}-%{end}: ',
        remove: 'Could not disallow: ',
        load: 'Could not load the allow list: ',
        all: 'Could not load the channels: ',
      },
    },
  },
};
const screenConfig = defineResource({
  name: 'senders',
  route: '/senders',
  area: 'admin',
  roles: undefined,
  idField: 'id',
  schema: ipRangeSchema,
  endpoints: {
    allowList: 'GET /net/allow',
    apps: 'GET /net/apps',
    allow: 'POST /net/allow',
    disallow: 'DELETE /net/allow/:rangeId',
  },
  list: { columns: [], sort: { field: 'id', order: 'ASC' }, perPage: 50 },
  forms: {},
});

const groups = [
  {
    account_group_id: 3,
    application_name: 'Voice',
    application_type_code: 'hcast',
    range_list: [{ id: 7, ip_range_start: '10.0.0.1', ip_range_end: '10.0.0.9' }],
  },
  {
    account_group_id: 4,
    application_name: 'SMS',
    application_type_code: 'htext',
    range_list: [{ id: 8, ip_range_start: '1.1.1.1', ip_range_end: '1.1.1.2' }],
  },
];
const apps = [{ application_type_code: 'hcast', application_name: 'Voice' }];
const setup = (routes: Routes = {}) =>
  renderWithPlatform(
    <IpRangeSection config={screenConfig} ipRanges={ipRanges} record={{ id: 3 }} />,
    [screenConfig],
    {
      'GET /net/allow': groups,
      'GET /net/apps': apps,
      ...routes,
    },
    messages,
  );

describe('IpRangeSection', () => {
  it("lists the record's ranges from the configured call, with the configured texts", async () => {
    const { calls } = setup();
    expect(await screen.findByText('hcast 10.0.0.1..10.0.0.9')).toBeInTheDocument();
    expect(screen.getByText('Allowed (1)')).toBeInTheDocument();
    expect(screen.getByText('Allow addresses')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'From' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'To #4' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Allow' })).toBeInTheDocument();
    expect(calls.map((c) => `${c.method} ${c.path}`).sort()).toEqual(['GET /net/allow', 'GET /net/apps']);
  });

  it('validates with the named validator before any call', async () => {
    const { calls } = setup();
    await screen.findByText('Allowed (1)');
    await userEvent.click(screen.getByRole('button', { name: 'Allow' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please specify an Application for the IP Range');
    await userEvent.click(screen.getByRole('combobox', { name: 'Channel' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Voice' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'From #4' }), '9');
    await userEvent.click(screen.getByRole('button', { name: 'Allow' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: The IP Start range is after the IP End range');
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  it('adds through the configured endpoint', async () => {
    const { calls } = setup({ 'POST /net/allow': {} });
    await screen.findByText('Allowed (1)');
    await userEvent.click(screen.getByRole('combobox', { name: 'Channel' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Voice' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'To #1' }), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Allow' }));
    expect(await screen.findByText('Allowed it')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      path: '/net/allow',
      body: { account_group_id: 3, app_code: 'hcast', ip_range_start: '0.0.0.0', ip_range_end: '10.0.0.0' },
    });
  });

  // One notice shows at a time, so removing is its own case.
  it('removes through the configured endpoint', async () => {
    const { calls } = setup({ 'DELETE /net/allow/7': {} });
    await screen.findByText('Allowed (1)');
    await userEvent.click(screen.getByRole('button', { name: 'Remove hcast 10.0.0.1..10.0.0.9' }));
    expect(await screen.findByText('Disallowed it')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/net/allow/7')).toBe(true);
  });

  it('prefixes failures with the configured texts', async () => {
    setup({ 'POST /net/allow': fails('taken') });
    await screen.findByText('Allowed (1)');
    await userEvent.click(screen.getByRole('combobox', { name: 'Channel' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Voice' }));
    await userEvent.click(screen.getByRole('button', { name: 'Allow' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not allow 0.0.0.0-0.0.0.0: taken');
  });

  it.each([
    ['GET /net/allow', 'Could not load the allow list: down'],
    ['GET /net/apps', 'Could not load the channels: down'],
  ])('a failing %s shows its own prefix', async (route, text) => {
    setup({ [route]: fails('down') });
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });
});

describe('account groups config', () => {
  it('keeps the required texts and calls', async () => {
    const { calls } = renderWithPlatform(
      <IpRangeSection config={accountGroups} ipRanges={accountGroups.forms.assign.assign.ipRanges} record={{ id: 3 }} />,
      [accountGroups],
      { 'GET /auth/ip-ranges': groups, 'GET /auth/applications': apps },
    );
    const list = await screen.findByRole('list', { name: 'IP Ranges' });
    expect(within(list).getByText('Voice: 10.0.0.1 - 10.0.0.9')).toBeInTheDocument();
    expect(screen.getByText('IP Ranges (1)')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Assign IP Ranges for Applications' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Application' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'IP Range Start octet 1' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'IP Range End octet 4' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add Range' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please specify an Application for the IP Range');
    expect(calls.map((c) => `${c.method} ${c.path}`).sort()).toEqual(['GET /auth/applications', 'GET /auth/ip-ranges']);
  });
});
