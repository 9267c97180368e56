// User. Property order is the form's field order: it decides the order of
// labels in 'The following fields are required: ...' and of per-field messages.
import type { FromSchema, Schema } from './ext';
import {
  anyId,
  bounded,
  city,
  email,
  integerId,
  label,
  list,
  MAX_TEXT,
  password,
  personName,
  text,
  twoLetters,
  zeroOrOne,
  zip,
} from './fields';

/** Not in the requirements: a login holds one role an application; 100 is far above the applications there are. */
export const MAX_ROLES = 100;

const appRole = {
  type: 'object',
  properties: { application_name: label('Application'), role_name: label('Role Name'), role_type_code: label('Role Type Code') },
} as const;

export const userSchema = {
  type: 'object',
  title: 'User',
  properties: {
    login_id: anyId('Login ID'),
    id: anyId('ID'),
    email: email('Email'),
    first_name: personName('First Name', 'First Name must be letters'),
    last_name: personName('Last Name', 'Last Name must be letters'),
    // First and last name joined by a space.
    name: label('Name', 2 * MAX_TEXT + 1),
    address: text('Address 1'),
    address2: text('Address 2'),
    // Also used for API clients. The requirements say the original API-client city check "appears to
    // match only a prefix" (an unanchored regex); that is a bug, so both use this anchored rule.
    city: city('City'),
    state_code: twoLetters('State'),
    zip: zip('Zip'),
    country_code: twoLetters('Country'),
    account_group_id: integerId('Account Group'),
    pwd1: password('Password'),
    pwd2: bounded('Retype Password'),
    // The platform's two spellings of a flag; anything else (-1, 2, text) is refused, not read as false.
    enabled: { enum: [true, false, 1, 0], title: 'Status', errorMessage: { enum: 'Status must be true or false' } },
    account_group_name_list: { title: 'Account Groups' },
    organization_list: { title: 'Organizations' },
    account_list: { title: 'Accounts' },
    roles: { title: 'Roles' },
    app_role_list: list('Application Roles', appRole, MAX_ROLES),
    password: bounded('Password'),
    deleted_ind: zeroOrOne('Deleted'),
    creator_login_id: anyId('Creator'),
    change_pw_next_login_ind: zeroOrOne('Change Password At Next Login'),
  },
} as const satisfies Schema;

export type User = FromSchema<typeof userSchema>;
