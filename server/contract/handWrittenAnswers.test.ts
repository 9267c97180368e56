// Every answer the contract document describes from a declaration beside a hand-written route, or
// from a record declaration's other words (server/contract/routeAnswers.ts), is what the running
// platform answers: each such call is made against the demo platform and its answer read by ajv
// against the document's schema for it, as npm run check-platform reads answers, so a declaration
// cannot drift from its route.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screens } from '../../resources/index';
import { answerChecker } from '../../tools/checkPlatform/answerCheck';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../demoAccounts';
import { loadRecordKeeping } from '../recordFiles';
import { caller, signIn, startPlatform, type Call, type TestPlatform } from '../test/harness';
import { paramValues } from '../test/paramValues';
import { declaredCalls, type DeclaredCall } from './declaredCalls';
import { openapiDocument, openapiPath } from './openapi';

type Schema = Record<string, unknown>;
type Operation = {
  parameters?: { name: string; schema: { enum?: unknown[] } }[];
  responses: Record<string, { description: string; content?: { 'application/json': { schema: Schema } } }>;
};

const keepings = await loadRecordKeeping();
const document = openapiDocument(screens, keepings) as {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};
const described = declaredCalls(screens, keepings).filter((call) => call.answer);
const nameOf = (call: DeclaredCall) => `${call.method} ${openapiPath(call.path)}`;

/**
 * The writes need a record in the right state and a body: these calls, in this order (a detach
 * before the attach of the same item, so the fixtures' attached item comes back). A hand-written
 * write declared later needs its line here: its test fails until it has one.
 */
interface Sample {
  path: string;
  body?: (call: Call) => Promise<unknown>;
  /** who makes it, when not the first demo account the call's roles let through */
  as?: { email: string; password: string };
}
const SAMPLES: Record<string, Sample[]> = {
  'GET /email-service/emailvendors/{id}/emaildomains': [{ path: '/email-service/emailvendors/4/emaildomains' }],
  'DELETE /text-service/smsvendors/{id}/shortcode/{itemId}': [{ path: '/text-service/smsvendors/1/shortcode/1' }],
  'POST /text-service/smsvendors/{id}/shortcode/{itemId}': [{ path: '/text-service/smsvendors/1/shortcode/1' }],
  'DELETE /email-service/emailvendors/{id}/emaildomain/{itemId}': [{ path: '/email-service/emailvendors/4/emaildomain/1' }],
  'POST /email-service/emailvendors/{id}/emaildomain/{itemId}': [{ path: '/email-service/emailvendors/4/emaildomain/1' }],
  'PUT /api-link-service/api-link-attributes/{id}': [
    {
      path: '/api-link-service/api-link-attributes/3',
      body: async (call) => ({ api_link_attributes: (await call('GET', '/api-link-service/api-link-attributes/3')).body }),
    },
  ],
  'PUT /api-link-service/transformations/{id}/mappings': [
    {
      path: '/api-link-service/transformations/5/mappings',
      body: async (call) => ({ mappings: (await call('GET', '/api-link-service/transformations/5/mappings')).body }),
    },
  ],
  'POST /auth/users/{id}/relationship': [
    { path: '/auth/users/1010/relationship', body: async () => ({ action: 'add', account_group_id: 7 }) },
  ],
  'POST /auth/apiclients/{id}/relationship': [
    { path: '/auth/apiclients/2001/relationship', body: async () => ({ action: 'add', account_group_id: 7 }) },
  ],
  'POST /auth/password': [
    // One's own change (a fresh token in the answer), and an admin's change of another login's.
    {
      path: '/auth/password',
      as: { email: 'robert.lindqvist@example.org', password: DEMO_PASSWORD },
      body: async () => ({ action: 'update', pwd1: 'Kq7#vRw2pLm9', pwd2: 'Kq7#vRw2pLm9', password: 'Kq7#vRw2pLm9', oldpwd: DEMO_PASSWORD }),
    },
    {
      path: '/auth/password',
      body: async () => ({
        action: 'update',
        email: 'maria.gonzalez@example.org',
        pwd1: 'Kq7#vRw2pLm9',
        pwd2: 'Kq7#vRw2pLm9',
        password: 'Kq7#vRw2pLm9',
      }),
    },
  ],
  'POST /email-service/bee/authorize': [{ path: '/email-service/bee/authorize' }],
  'PUT /tools/auth/cache': [{ path: '/tools/auth/cache' }],
};

let demo: TestPlatform;
const callers = new Map<string, Call>();
const callerAs = async (email: string, password = DEMO_PASSWORD) => {
  if (!callers.has(email)) callers.set(email, caller(demo.url, await signIn(demo.url, email, password)));
  return callers.get(email)!;
};
beforeAll(async () => {
  demo = await startPlatform();
});
afterAll(async () => {
  await demo.stop();
});

/** A read's path with real ids: a parameter the document gives values takes the first, any other a fixture record. */
const readPath = (call: DeclaredCall, operation: Operation) => {
  const valueOf = paramValues(screens, undefined, keepings);
  return call.path.replace(/:(\w+)/g, (_m, name: string) => {
    const values = operation.parameters?.find((p) => p.name === name)?.schema.enum;
    return values?.length ? String(values[0]) : valueOf(call.path, name, call.sources[0]!);
  });
};

describe('the answers described beside hand-written routes', () => {
  // Writes after the reads, in the order of SAMPLES (a detach before its attach).
  const order = (call: DeclaredCall) => (call.method === 'GET' && !SAMPLES[nameOf(call)] ? -1 : Object.keys(SAMPLES).indexOf(nameOf(call)));
  it.each([...described].sort((a, b) => order(a) - order(b)).map((call) => [nameOf(call), call] as const))(
    '%s answers as the document describes it',
    async (name, call) => {
      const method = call.method.toLowerCase();
      const operation = document.paths[openapiPath(call.path)]![method]!;
      const status = String(call.answer!.status);
      // The document holds the answer declared beside the route.
      expect(operation.responses[status]?.description).toBe(call.answer!.description);
      const schema = operation.responses[status]!.content!['application/json'].schema;
      const checker = answerChecker(schema, document.components.schemas);
      const account = DEMO_ACCOUNTS.find((a) => call.roles === undefined || call.roles.includes(a.role))!;
      const samples = SAMPLES[name] ?? (call.method === 'GET' ? [{ path: readPath(call, operation) }] : []);
      expect(samples.length, `${name}: a write needs its sample call in SAMPLES`).toBeGreaterThan(0);
      for (const sample of samples) {
        const as = await callerAs(sample.as?.email ?? account.email, sample.as?.password);
        const answer = await as(call.method, sample.path, await sample.body?.(as));
        expect({ status: answer.status, differences: checker.differences(answer.body) }, JSON.stringify(answer.body)).toEqual({
          status: call.answer!.status,
          differences: [],
        });
        if (Array.isArray(answer.body)) expect(answer.body.length, `${sample.path} answers rows to check`).toBeGreaterThan(0);
      }
    },
  );
});
