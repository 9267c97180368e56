// A value for each parameter of a declared call's path that names a record the fixtures hold,
// worked out from the declarations and the fixtures alone, so a new screen's calls, whatever
// their parameters are called, get values with no edit here. `:id` names a record by the
// screen's id field; any other parameter by the field its name spells (accountId: account_id).
// Where several collections have that field, the one the path names before the parameter wins,
// then the one whose rows it identifies (their first field). A demo account (1001-1004) is never
// chosen: the tests need their sign-ins. A parameter no fixture field matches is given 1, the
// first id of a collection.
import type { ScreenConfig } from '../../language/types';
import { DEMO_ACCOUNTS } from '../demoAccounts';
import { loadFixtures } from '../store';

type Rows = Record<string, unknown>[];
const idFieldOf = (screen: ScreenConfig | undefined) => (screen && 'idField' in screen ? screen.idField : 'id');

const snake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
const plain = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');
const DEMO_IDS = new Set(DEMO_ACCOUNTS.map((account) => String(account.login_id)));

export const paramValues = (screens: readonly ScreenConfig[], fixtures: object = loadFixtures()) => {
  const collections = Object.entries(fixtures).filter((entry): entry is [string, Rows] => Array.isArray(entry[1]) && entry[1].length > 0);
  const fieldsOf = (param: string, source: string) =>
    param === 'id' ? [idFieldOf(screens.find((s) => s.name === source.split('.')[0])), 'id'] : [snake(param), param];

  /** The value of `param` in `pattern`, a call `source` (`<screen>.<endpoint key>`) declares. */
  return (pattern: string, param: string, source: string): string => {
    const before = pattern
      .slice(0, pattern.indexOf(`:${param}`))
      .split('/')
      .filter(Boolean)
      .map(plain)
      .reverse();
    for (const field of fieldsOf(param, source)) {
      const having = collections.filter(([, rows]) => field in rows[0]);
      const rank = ([name, rows]: [string, Rows]) => {
        const named = before.indexOf(plain(name));
        return named >= 0 ? named : before.length + (Object.keys(rows[0])[0] === field ? 0 : 1);
      };
      const [, rows] = having.sort((a, b) => rank(a) - rank(b))[0] ?? [];
      const value = rows?.map((row) => String(row[field])).find((id) => !DEMO_IDS.has(id));
      if (value !== undefined) return value;
    }
    return '1';
  };
};
