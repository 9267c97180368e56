// How the platform keeps users and API clients (language/recordTypes.ts; only the platform
// imports it): one declaration for both, as their screens share one layout. Both kinds are
// logins: one id sequence and one email across the two collections; their codes in capitals, a
// new one's country, its password hash and the account groups and roles they are given are the
// hand-written login hook (server/routes/loginHook.ts).
import { defineRecords, type RecordKeeping } from '../language/recordTypes';
import type { ResourceConfig } from '../language/types';

type LoginCollection = 'users' | 'apiclients';

export interface LoginKeeping {
  collection: LoginCollection;
  /** the other kind of login, which shares the id sequence and the emails */
  other: LoginCollection;
  validator: NonNullable<RecordKeeping['validator']>;
  updateValidator: NonNullable<RecordKeeping['validator']>;
  /** what a new login of the screen is (user_type) */
  userType: string;
  /** the delete's message: '<label> <email> has been deleted' */
  label: string;
}

// Marked free of side effects: the console's build then drops the unused `records` exports that
// call it (reading the options' fields might run a getter, as far as it can tell).
export const loginRecords = /* @__NO_SIDE_EFFECTS__ */ (
  screen: ResourceConfig,
  { collection, other, validator, updateValidator, userType, label }: LoginKeeping,
) =>
  defineRecords({
    screen,
    collection,
    validator,
    updateValidator,
    fields: [
      'email',
      'first_name',
      'last_name',
      'address',
      'address2',
      'city',
      'state_code',
      'zip',
      'country_code',
      'enabled',
      'deleted_ind',
      'change_pw_next_login_ind',
    ],
    partial: true,
    booleans: { enabled: true },
    numbers: ['deleted_ind', 'change_pw_next_login_ind'],
    bodyId: { field: 'login_id', message: 'The login id of the body does not match the path' },
    ids: { from: 1000, across: [other], also: ['id'], key: 'login_key' },
    unique: [{ fields: ['email'] }],
    starts: { user_type: userType, account_group_ids: [], app_roles: [] },
    stamps: { made: { creator_login_id: 'caller', created_date_time: 'now' }, saved: { modified_date_time: 'now' } },
    derived: { id: { stored: 'id' }, user_type: { stored: 'user_type' } },
    // What the list screens show and filter on; the whole record (its derived account,
    // organization and role lists) comes from the read, which every form mode loads. At 100k
    // users the whole records made the list answer 111 MB, these rows about 13 MB.
    listed: ['id', 'email', 'first_name', 'last_name', 'enabled', 'user_type'],
    deleted: `${label} %{email} has been deleted`,
  });
