import { describe, expect, it } from 'vitest';
import { apiLinks } from '../../resources/apiLinks';
import { users } from '../../resources/users';
import { vendors } from '../../resources/vendors';
import { changedFields } from './changedFields';

describe('changedFields', () => {
  it("names the form's fields whose stored value changed, nothing else", () => {
    const edit = users.forms.edit!;
    const loaded = { id: 1, email: 'a@example.org', first_name: 'Ada', last_name: 'L', account_groups: 2 };
    expect(changedFields(users, edit, loaded, { ...loaded })).toEqual([]);
    expect(changedFields(users, edit, loaded, { ...loaded, first_name: 'Grace', account_groups: 3 })).toEqual(['first_name']);
  });

  it('reads renamed fields and body tables where the record keeps them', () => {
    const edit = apiLinks.forms.edit!;
    const loaded = { id: 3, name: 'Hook', authentication_detail: '{}', accounts_assigned: 1 };
    expect(changedFields(apiLinks, edit, loaded, { ...loaded, accounts_assigned: 2 })).toEqual([]);
    expect(changedFields(apiLinks, edit, loaded, { ...loaded, name: 'Hook 2', authentication_detail: '{"qs":[]}' })).toEqual([
      'api_link_name',
      'api_link_authentication_detail',
    ]);
  });

  it('reads fields kept inside a JSON text from that text', () => {
    const edit = vendors.forms.edit!;
    const loaded = { id: 5, VendorName: 'Main', MetadataJSON: '{"authToken":"t"}' };
    expect(changedFields(vendors, edit, loaded, { ...loaded, MetadataJSON: '{"authToken":"u"}' })).toContain('authToken');
  });
});
