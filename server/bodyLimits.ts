// How much body each call reads: no more than its largest honest body, so that no body can hold
// the platform while it is read, parsed and checked. A declared call's limit is the largest JSON
// text its validators' schemas admit (server/bodyBound.ts), in bytes (at least PUBLIC_BODY_LIMIT,
// at most json-server's own 10 MB) and in entries (commas: a body of 2.7 MB may hold 1.35 million
// list entries, whose parsing alone costs more than its bytes say), the validators read from the
// declarations: the record declarations'
// (saves, child lists, accounts) and the screens' forms that name their call (a
// password change). Every other request (the public sign-in calls, declared calls without a
// validator, the demo helpers) reads at most PUBLIC_BODY_LIMIT: a few fields. A larger body is
// refused with 413 before it is read whole, however it is sent; one with too many entries, read
// but before it is parsed (server/jsonShape.ts).
import type { RecordKeeping } from '../language/recordTypes';
import { ACCOUNT_CALLS, assignmentCheck, recordCallKey } from '../language/recordCalls';
import type { ScreenConfig } from '../language/types';
import { schemas } from '../schemas/index';
import { validatorSpecs, type ValidatorName } from '../schemas/validators';
import { jsonBound, jsonEntries } from './bodyBound';
import { matchRules, splitPath, type EndpointRule } from './guard';

/** The public sign-in calls, the password change and any call reading a few fields: 8 KB. */
export const PUBLIC_BODY_LIMIT = 8 * 1024;
/** json-server's own limit, which the largest bodies (an email template's HTML and JSON) stay under. */
export const MAX_BODY_LIMIT = 10 * 1024 * 1024;
/**
 * Room for the few fields an edit form sends back that its validator's schema does not describe
 * (a login's type and dates, as the platform answered them).
 */
export const UNDESCRIBED_FIELDS = 1024;

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A call as `METHOD /path/:param`, the way a screen's endpoint table writes it (trailing slash removed). */
const callOf = (spec: string): string => {
  const [method, path] = spec.split(' ');
  return `${method} /${splitPath(path).join('/')}`;
};

/** The validators each record declaration runs on a body, by the table key of the call. */
const keepingValidators = (keeping: RecordKeeping): [string | undefined, ValidatorName | undefined][] => [
  [recordCallKey(keeping, 'create'), keeping.validator],
  [recordCallKey(keeping, 'update'), keeping.updateValidator ?? keeping.validator],
  [keeping.upsert?.call, keeping.validator],
  ...(keeping.children ?? []).map((child): [string | undefined, ValidatorName] => [child.save, child.validator]),
  [keeping.accounts ? ACCOUNT_CALLS.assign : undefined, keeping.accounts ? assignmentCheck(keeping.screen) : undefined],
];

/** The forms and steps of a screen config that name their call and its validator (`endpoint` and `validator`), wherever they sit. */
const namedChecks = (value: unknown, found: [string, ValidatorName][] = []): [string, ValidatorName][] => {
  if (Array.isArray(value)) for (const item of value) namedChecks(item, found);
  if (!isNode(value)) return found;
  if (typeof value.endpoint === 'string' && typeof value.validator === 'string')
    found.push([value.endpoint, value.validator as ValidatorName]);
  for (const inner of Object.values(value)) namedChecks(inner, found);
  return found;
};

/** Each declared call's validators (`METHOD /path` → names), from the record declarations and the screens' forms. */
export const callValidators = (screens: readonly ScreenConfig[], keepings: readonly RecordKeeping[]): Map<string, Set<ValidatorName>> => {
  const calls = new Map<string, Set<ValidatorName>>();
  const add = (screen: Pick<ScreenConfig, 'endpoints'>, key: string | undefined, validator: ValidatorName | undefined) => {
    const spec = key === undefined ? undefined : screen.endpoints[key];
    if (!spec || !validator) return;
    const call = callOf(spec);
    calls.set(call, (calls.get(call) ?? new Set()).add(validator));
  };
  for (const keeping of keepings) for (const [key, validator] of keepingValidators(keeping)) add(keeping.screen, key, validator);
  for (const screen of screens) for (const [key, validator] of namedChecks(screen)) add(screen, key, validator);
  return calls;
};

/** How much body a call reads: bytes, and commas of its JSON (list entries and object members). */
export interface BodyLimit {
  bytes: number;
  entries: number;
}

/** What a body of a few fields holds: PUBLIC_BODY_LIMIT, and as many commas as its bytes hold. */
export const PUBLIC_LIMIT: BodyLimit = { bytes: PUBLIC_BODY_LIMIT, entries: PUBLIC_BODY_LIMIT / 2 };

/**
 * The body limit of a validator: the largest JSON text its schema admits and UNDESCRIBED_FIELDS
 * (which hold at most one comma every two bytes), between the two limits above.
 */
export const validatorBodyLimit = (name: ValidatorName): BodyLimit => {
  const schema = schemas[validatorSpecs[name].base];
  const bytes = Math.min(MAX_BODY_LIMIT, Math.max(PUBLIC_BODY_LIMIT, jsonBound(schema) + UNDESCRIBED_FIELDS));
  return { bytes, entries: Math.min(bytes / 2, Math.max(PUBLIC_LIMIT.entries, jsonEntries(schema) + UNDESCRIBED_FIELDS / 2)) };
};

const larger = (limits: readonly BodyLimit[]): BodyLimit => ({
  bytes: Math.max(...limits.map((l) => l.bytes)),
  entries: Math.max(...limits.map((l) => l.entries)),
});

/** Each declared call's body limit (`METHOD /path` → limit): the largest of its validators'. */
export const callBodyLimits = (screens: readonly ScreenConfig[], keepings: readonly RecordKeeping[]): Map<string, BodyLimit> =>
  new Map([...callValidators(screens, keepings)].map(([call, names]) => [call, larger([...names].map(validatorBodyLimit))]));

/** The body limit of a request: its declared call's, else PUBLIC_LIMIT. */
export const bodyLimitOf = (rules: readonly EndpointRule[], limits: ReadonlyMap<string, BodyLimit>) => {
  return (method: string, path: string): BodyLimit => {
    const found = matchRules(rules, method, path).map((rule) => limits.get(`${rule.method} ${rule.pattern}`) ?? PUBLIC_LIMIT);
    return found.length ? larger(found) : PUBLIC_LIMIT;
  };
};
