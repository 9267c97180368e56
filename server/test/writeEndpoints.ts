// Every write call the screen configs declare (the same table the guard reads), with its
// parameters filled with records that exist in the fixtures, so a handler reached by mistake
// would really change data, and the test would see it.
import { screens } from '../../resources/index';
import type { RecordKeeping } from '../../language/recordTypes';
import type { RoleGate } from '../../language/roles';
import { deriveRules, matchRules, unionRoles, type EndpointRule } from '../guard';
import { paramValues } from './paramValues';

export interface WriteEndpoint {
  rule: EndpointRule;
  /** the call's path with real ids */
  path: string;
  /** the roles let through: united over every screen naming the call, as the guard does */
  gate: RoleGate;
}

/** `records`: the record declarations (server/recordFiles.ts), which name the rows some parameters stand for. */
export const writeEndpoints = (records: readonly RecordKeeping[]): WriteEndpoint[] => {
  // Existing fixture records (not a demo account, whose sign-in the tests need).
  const valueOf = paramValues(screens, undefined, records);
  const fill = (rule: EndpointRule): string =>
    rule.pattern.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => valueOf(rule.pattern, name, rule.source));
  const rules = deriveRules(screens);
  const seen = new Set<string>();
  return rules
    .filter((rule) => rule.method !== 'GET')
    .filter((rule) => {
      const key = `${rule.method} ${rule.pattern}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map((rule) => {
      const path = fill(rule);
      return { rule, path, gate: unionRoles(matchRules(rules, rule.method, path)) };
    });
};
