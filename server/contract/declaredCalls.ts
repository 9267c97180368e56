// Every call the screens declare, once each, with what the declarations say of it: the guard's
// rules (server/guard.ts deriveRules) give its method, path and roles; the record declarations
// (language/recordTypes.ts) give, for the calls the record engine answers, which record it reads or
// writes (its schema, schemas/) and what a body must pass (its validator's schema). The OpenAPI
// document and the platform check both read this list, so neither keeps one of its own.
import { ACCOUNT_CALLS, recordCallKey, RECORD_CALLS, type RecordCall } from '../../language/recordCalls';
import { recordIdOf, type RecordKeeping } from '../../language/recordTypes';
import type { RoleGate } from '../../language/roles';
import { isPage, type HttpMethod, type ScreenConfig } from '../../language/types';
import type { SchemaName } from '../../schemas/index';
import { validatorSpecs, type ValidatorName } from '../../schemas/validators';
import { deriveRules, unionRoles, type EndpointRule } from '../guard';
import type { DeclaredAnswer } from './answerTypes';
import { callShape } from './callShape';
import { nameOfSchema } from './recordAnswers';
import { hookOf } from '../records/recordHooks';
import { handWrittenAnswers } from './routeAnswers';

export { callShape };

/** What a call does with the record a declaration keeps: one of its record calls, or its accounts. */
export type CallKind = RecordCall | 'accounts' | 'accountRead' | 'assignAccount' | 'unassignAccount' | 'upsert';

export interface DeclaredCall {
  method: HttpMethod;
  /** the path as the first screen naming the call spells it (`/auth/users/`, `/auth/users/:id`) */
  path: string;
  /** the path's parameters, in order, without the colon */
  params: string[];
  /** who may make it, united over every screen naming it (undefined: any signed-in user) */
  roles: RoleGate;
  /** every `screen.key` naming the call */
  sources: string[];
  kind?: CallKind;
  /** the schema of the record it reads or writes, when a record declaration answers it */
  schema?: SchemaName;
  /** the schema its body must pass (its validator's), when a record declaration says */
  body?: SchemaName;
  /** the validator its body must pass (shared/validation), when a record declaration names one */
  validator?: ValidatorName;
  /** the field a list's rows give their id in, as the record declaration answers it */
  idField?: string;
  /** the fields the console reads of each record the call answers: a list's id and columns, a read's id */
  reads?: string[];
  /**
   * its success answer, where no record call describes it: declared beside the route that writes
   * it (server/routes/), or made from the declaration's other words (./recordAnswers.ts)
   */
  answer?: DeclaredAnswer;
}

type RecordFacts = Pick<DeclaredCall, 'kind' | 'schema' | 'body' | 'validator' | 'idField'>;

/** What the record declarations say of each call they answer, by the call's shape. */
const recordFacts = (keepings: readonly RecordKeeping[]): Map<string, RecordFacts> => {
  const facts = new Map<string, RecordFacts>();
  for (const keeping of keepings) {
    const { endpoints } = keeping.screen;
    const schema = nameOfSchema(keeping.schema ?? keeping.screen.schema);
    // A body is checked by the declaration's validator, whose schema is its base.
    const bodyOf = (name: ValidatorName | undefined) => (name ? validatorSpecs[name].base : schema);
    const validatorOf = (kind: CallKind) => (kind === 'update' ? (keeping.updateValidator ?? keeping.validator) : keeping.validator);
    const note = (key: string | undefined, kind: CallKind) => {
      const spec = key ? endpoints[key] : undefined;
      if (!spec) return;
      const [method, path] = spec.split(' ');
      const shape = callShape(method!, path!);
      if (facts.has(shape)) return;
      const writes = kind === 'create' || kind === 'update' || kind === 'upsert';
      const validator = writes ? validatorOf(kind) : undefined;
      const body = writes ? bodyOf(validator) : undefined;
      // A call the screen's hook answers is described by the hook (its `answer`), not by its kind.
      const hooked = key! in (hookOf(keeping)?.routeAnswers ?? {});
      facts.set(shape, {
        kind: hooked ? undefined : kind,
        schema,
        body,
        validator,
        idField: kind === 'list' ? (keeping.idAs ?? recordIdOf(keeping)) : undefined,
      });
    };
    for (const call of RECORD_CALLS) note(recordCallKey(keeping, call), call);
    if (keeping.upsert) note(keeping.upsert.call, 'upsert');
    if (keeping.accounts) {
      const { list, read } = keeping.accounts;
      note(list === false ? undefined : (list ?? ACCOUNT_CALLS.list), 'accounts');
      note(read, 'accountRead');
      note(ACCOUNT_CALLS.assign, 'assignAccount');
      note(ACCOUNT_CALLS.unassign, 'unassignAccount');
    }
  }
  return facts;
};

/** The fields the console reads of the records a screen's list and read calls answer (the first segment of a dotted source). */
const readsOf = (screens: readonly ScreenConfig[]): Map<string, Set<string>> => {
  const reads = new Map<string, Set<string>>();
  const add = (spec: string | undefined, fields: readonly string[]) => {
    if (!spec) return;
    const [method, path] = spec.split(' ');
    const shape = callShape(method!, path!);
    reads.set(shape, new Set([...(reads.get(shape) ?? []), ...fields.map((field) => field.split('.')[0]!)]));
  };
  for (const screen of screens) {
    if (isPage(screen)) continue;
    add(screen.endpoints.list, [screen.idField, ...screen.list.columns.map((column) => column.source)]);
    add(screen.endpoints.get, [screen.idField]);
  }
  return reads;
};

/** Every call the screens declare, once, in the order they declare them. */
export const declaredCalls = (screens: readonly ScreenConfig[], keepings: readonly RecordKeeping[]): DeclaredCall[] => {
  const facts = recordFacts(keepings);
  const answers = handWrittenAnswers(keepings);
  const reads = readsOf(screens);
  const byShape = new Map<string, { first: EndpointRule; spelling: string; rules: EndpointRule[] }>();
  const rules = deriveRules(screens);
  const spellings = screens.flatMap((screen) => Object.values(screen.endpoints).map((spec) => spec.split(' ')[1]!));
  rules.forEach((rule, i) => {
    const shape = callShape(rule.method, rule.pattern);
    const entry = byShape.get(shape);
    if (entry) entry.rules.push(rule);
    else byShape.set(shape, { first: rule, spelling: spellings[i]!, rules: [rule] });
  });
  return [...byShape].map(([shape, { first, spelling, rules: same }]) => {
    const fact = facts.get(shape) ?? {};
    return {
      method: first.method,
      path: spelling,
      params: first.segments.filter((s) => s.startsWith(':')).map((s) => s.slice(1)),
      roles: unionRoles(same),
      sources: same.map((rule) => rule.source),
      ...(reads.has(shape) ? { reads: [...reads.get(shape)!] } : {}),
      ...(answers.has(shape) ? { answer: answers.get(shape)! } : {}),
      ...Object.fromEntries(Object.entries(fact).filter(([, value]) => value !== undefined)),
    };
  });
};
