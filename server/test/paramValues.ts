// A value for each parameter of a declared call's path that names a record the fixtures hold,
// worked out from the declarations and the fixtures alone, so a new screen's calls, whatever
// their parameters are called, get values with no edit here. `:id` names a record by the
// screen's id field; any other parameter by the field its name spells (accountId: account_id).
// Where several collections have that field, the one the path names before the parameter wins,
// then the one whose rows it identifies (their first field). A parameter no field spells is
// named by the declarations: the last one of a call a record declaration answers for a row (its
// get, update, delete, clone calls, and its hook's) names a row of its collection; one where another
// screen's same call has `:id` names that screen's record. A demo account (1001-1004) is never
// chosen: the tests need their sign-ins. A parameter none of these names is an error, never a
// made-up value: a guessed id could reach a path that exists by accident.
import { RECORD_CALLS, recordCallKey } from '../../language/recordCalls';
import { recordIdOf, type RecordKeeping } from '../../language/recordTypes';
import type { ScreenConfig } from '../../language/types';
import { hookOf } from '../records/recordHooks';
import { snake } from '../../shared/snakeCase';
import { DEMO_ACCOUNTS } from '../demoAccounts';
import { deriveRules } from '../guard';
import { loadFixtures } from '../store';

type Rows = Record<string, unknown>[];
const idFieldOf = (screen: ScreenConfig | undefined) => (screen && 'idField' in screen ? screen.idField : 'id');

const plain = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');
const DEMO_IDS = new Set(DEMO_ACCOUNTS.map((account) => String(account.login_id)));
const firstFree = (rows: Rows | undefined, field: string) => rows?.map((row) => String(row[field])).find((id) => !DEMO_IDS.has(id));

/**
 * A declaration's calls whose last parameter may name one of its rows: its own but list and
 * create, and its hook's (an owner's `:id` last in one of those is found by field first).
 */
const rowCalls = (keeping: RecordKeeping): string[] =>
  [
    ...RECORD_CALLS.filter((call) => call !== 'list' && call !== 'create').map((call) => recordCallKey(keeping, call)),
    ...Object.keys(hookOf(keeping)?.routeAnswers ?? {}),
  ].filter((key): key is string => key !== undefined);

/** `/a/:x/b` → `/a/:/b`: the path's shape, whatever its parameters are called. */
const shapeOf = (path: string) =>
  path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? ':' : segment))
    .join('/');

export const paramValues = (
  screens: readonly ScreenConfig[],
  fixtures: object = loadFixtures(),
  records: readonly RecordKeeping[] = [],
) => {
  const collections = Object.entries(fixtures).filter((entry): entry is [string, Rows] => Array.isArray(entry[1]) && entry[1].length > 0);
  const rules = deriveRules(screens);
  const screenOf = (source: string) => screens.find((s) => s.name === source.split('.')[0]);
  const fieldsOf = (param: string, source: string) => (param === 'id' ? [idFieldOf(screenOf(source)), 'id'] : [snake(param), param]);

  /** The value of a field that spells `param`, from the collection the path names before it if several have the field. */
  const byField = (pattern: string, param: string, source: string): string | undefined => {
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
      const value = firstFree(having.sort((a, b) => rank(a) - rank(b))[0]?.[1], field);
      if (value !== undefined) return value;
    }
    return undefined;
  };

  /** A row of the record declaration answering this call for one of its rows, named by the path's last parameter. */
  const byRecords = (pattern: string, param: string, source: string): string | undefined => {
    const spec = screenOf(source)?.endpoints[source.split('.')[1] ?? ''];
    if (!spec || !pattern.endsWith(`:${param}`)) return undefined;
    const keeping = records.find((k) => rowCalls(k).some((key) => k.screen.endpoints[key] === spec));
    return keeping && firstFree(Object.fromEntries(collections)[keeping.collection], recordIdOf(keeping));
  };

  /** The record of another screen whose same call has `:id` where this one has `param`. */
  const byOtherScreen = (pattern: string, param: string): string | undefined => {
    const at = pattern.split('/').indexOf(`:${param}`);
    const same = rules.find((rule) => rule.pattern.split('/')[at] === ':id' && shapeOf(rule.pattern) === shapeOf(pattern));
    return same && byField(same.pattern, 'id', same.source);
  };

  /** The value of `param` in `pattern`, a call `source` (`<screen>.<endpoint key>`) declares. */
  return (pattern: string, param: string, source: string): string => {
    const value = byField(pattern, param, source) ?? byRecords(pattern, param, source) ?? byOtherScreen(pattern, param);
    if (value === undefined)
      throw new Error(
        `paramValues: ${source} (${pattern}): no fixture field, record declaration or other screen's call gives :${param} a value`,
      );
    return value;
  };
};
