// Field labels are user-facing text and feed the combined required message: pin them.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fieldsOf, isSchemaName, schemas } from './index';

const HERE = import.meta.dirname;

const titles = (name: Parameters<typeof fieldsOf>[0]) => Object.fromEntries(Object.entries(fieldsOf(name)).map(([k, v]) => [k, v.title]));

describe('schemas', () => {
  it('has every entity by name: each object schema a schemas/<file>.schema.ts exports as <name>Schema', async () => {
    // Read from the files themselves, not from the list npm run validators wrote from them.
    const files = readdirSync(HERE).filter((name) => /^[A-Za-z0-9]+\.schema\.ts$/.test(name));
    const expected: string[] = [];
    for (const file of files) {
      const module = (await import(`./${file}`)) as Record<string, { type?: unknown; properties?: unknown }>;
      for (const [, name] of readFileSync(join(HERE, file), 'utf8').matchAll(/^export const (\w+)Schema\b/gm))
        if (module[`${name}Schema`]?.type === 'object' && module[`${name}Schema`]?.properties) expected.push(name);
    }
    expect(files.length).toBeGreaterThan(10);
    expect(Object.keys(schemas).sort()).toEqual(expected.sort());
    expect(isSchemaName('user')).toBe(true);
    expect(isSchemaName('toString')).toBe(false);
  });

  it.each(['user', 'apiClient'] as const)('labels the %s fields', (name) => {
    expect(titles(name)).toMatchObject({
      email: 'Email',
      first_name: 'First Name',
      last_name: 'Last Name',
      address: 'Address 1',
      address2: 'Address 2',
      city: 'City',
      state_code: 'State',
      zip: 'Zip',
      country_code: 'Country',
      account_group_id: 'Account Group',
      pwd1: 'Password',
      pwd2: 'Retype Password',
      enabled: 'Status',
    });
    // Form order: the combined required message lists labels in this order.
    const keys = Object.keys(fieldsOf(name));
    expect(keys.indexOf('email')).toBeLessThan(keys.indexOf('first_name'));
    expect(keys.indexOf('first_name')).toBeLessThan(keys.indexOf('last_name'));
  });

  it('labels the other screens’ fields', () => {
    expect(titles('apiLink')).toMatchObject({ name: 'Api Link Name', in_use: 'In Use', accounts_assigned: 'Accounts' });
    expect(titles('apiLinkSave')).toMatchObject({
      api_link_name: 'API Link name',
      api_link_description: 'API Link Description',
      api_link_url: 'API URL Endpoint',
      api_link_verb: 'Verb',
      api_link_authentication_method_id: 'Security type',
      api_link_enabled: 'API Link enabled',
    });
    expect(titles('role')).toMatchObject({ role_type_code: 'Role Type Code', role_name: 'Role Name' });
    expect(titles('apiGroup')).toMatchObject({
      api_group_name: 'Group Name',
      api_group_desc: 'Description',
      application_name: 'Application',
    });
    expect(titles('api')).toMatchObject({ id: 'ID', http_method: 'HTTP Method', url: 'URL' });
    expect(titles('accountGroup')).toMatchObject({
      id: 'ID',
      account_group_name: 'Account Group Name',
      created_date_time: 'Created Date Time',
    });
    // Required: the list columns and form labels.
    expect(titles('shortCode')).toMatchObject({
      ShortCode: 'Short Code',
      Throttle: 'Throttle',
      ShortCodeDesc: 'Description',
      AccountCnt: 'Accounts count',
      ProgramCnt: 'Programs count',
      EffectiveDateTime: 'EffectiveDT',
      HelpMessage: 'Help Message',
      OptOutMessage: 'Optout Message',
    });
    expect(titles('shortCodeProgram')).toMatchObject({
      CompanyName: 'Account Name',
      ProgramName: 'Program Title',
      ChannelProgramStatusSDesc: 'Status',
      Keyword: 'Keyword',
    });
    expect(titles('emailDomain')).toMatchObject({ email_domain_url: 'Email Domain' });
    expect(titles('unsubscribeGroup')).toMatchObject({ group_name: 'Unsubscribe Group' });
  });

  it('describes the API method choices and the URL help', () => {
    expect(fieldsOf('api').http_method.enum).toEqual(['GET', 'POST', 'PUT', 'DELETE']);
    expect(fieldsOf('api').url.description).toBe('A path with arguments such as /auth/apis/:id');
  });

  it('limits free text to 255 characters', () => {
    for (const f of ['email', 'first_name', 'last_name', 'address', 'address2', 'city']) expect(fieldsOf('user')[f].maxLength).toBe(255);
    expect(fieldsOf('accountGroup').account_group_name.maxLength).toBe(255);
    expect(fieldsOf('api').url.maxLength).toBe(255);
    expect(fieldsOf('emailDomain').email_domain_url.maxLength).toBe(255);
    expect(fieldsOf('unsubscribeGroup').group_name.maxLength).toBe(255);
    expect([fieldsOf('shortCodeSave').short_code.maxLength, fieldsOf('shortCodeSave').throttle.maxLength]).toEqual([15, 15]);
  });
});
