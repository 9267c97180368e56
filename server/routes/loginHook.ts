// What the platform does with a login's record besides its declaration (resources/loginRecords.ts),
// users and API clients alike: one email across both kinds, the whole name answered, the codes
// kept in capitals, the country a new login takes, the password kept only as its hash, no login
// deleting itself, its attributes and reset tokens deleted with it, and the account groups and
// roles it is given (server/routes/loginGrants.ts).
import { hashPassword } from '../auth/password';
import { sameCodeAs } from '../../schemas/rules/normalise';
import type { Caller } from '../http';
import { badRequest, conflict, text } from '../http';
import type { RecordHook } from '../records/recordHookTypes';
import { loginGrants } from './loginGrants';

type Row = Record<string, unknown>;

/** The platform keeps a login's state and country codes in capitals. */
const inCapitals = (values: Row) => {
  for (const field of ['state_code', 'country_code'])
    if (typeof values[field] === 'string') values[field] = (values[field] as string).toUpperCase();
};

/** A new login's country when its create leaves it blank. */
const COUNTRY = 'US';

/** A login's whole name: its first and last names, a blank one left out. */
const wholeName = (row: Row) => [row.first_name, row.last_name].map(text).filter(Boolean).join(' ');

/** The password a create body gives, under either of the platform's names (pwd1 first). */
const passwordOf = (body: Row) => [body.pwd1, body.password].map(text).find(Boolean);

interface LoginHookOptions {
  /** the other kind of login, whose emails this kind may not take */
  other: 'users' | 'apiclients';
  /** whether a create by this caller gives the account group and role its body names (else a later call does) */
  grantsOnCreate?: (who: Caller) => boolean;
}

/** The logins' hook (their own collection's emails are the declaration's `unique`). */
export const loginHook = ({ other, grantsOnCreate = () => true }: LoginHookOptions): RecordHook => {
  /** 409 when a login of the other kind has the email, in any letter case. */
  const emailFree = (email: unknown, data: () => unknown) => {
    const same = sameCodeAs(email);
    if ((data() as Record<string, Row[]>)[other].some((login) => same(login.email))) throw conflict();
  };
  return {
    ...loginGrants,
    create: async (row, body, who, tools) => {
      emailFree(row.email, tools.data);
      if (row.country_code === '') row.country_code = COUNTRY;
      inCapitals(row);
      if (grantsOnCreate(who)) loginGrants.create!(row, body, who, tools);
      const password = passwordOf(body);
      row.password_hash = password ? await hashPassword(password) : null;
      // Another save may have taken the email while the hash was worked out.
      emailFree(row.email, tools.data);
    },
    answers: ['name', ...loginGrants.answers!],
    answer: (row, tools) => ({ name: wholeName(row), ...loginGrants.answer!(row, tools) }),
    deleting: (row, who) => {
      if (row.login_id === who.loginId) throw badRequest('You cannot delete your own login');
    },
    // Its attributes and password reset tokens go with it.
    deleted: (row, tools) => {
      const data = tools.data() as unknown as Record<string, Row[] | undefined>;
      for (const name of ['attributes', 'resetTokens']) data[name] = data[name]?.filter((r) => r.login_id !== row.login_id);
    },
    update: (row, body, who, changes, tools) => {
      if (changes.email !== undefined && changes.email !== row.email) emailFree(changes.email, tools.data);
      inCapitals(changes);
      loginGrants.update!(row, body, who, changes, tools);
    },
  };
};
