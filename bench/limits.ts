// The bodies that held the demo platform, sent again: each answer's time (from the first byte
// sent to the last received) and, meanwhile, the time another caller waits for a list. The
// platform runs in its own process (server/test/child.ts) on fresh fixtures and the other caller
// in a thread of its own, so the bench's own work (building and sending megabytes of JSON) holds
// neither. Prints figures; asserts nothing (machines are noisy):
//   npx tsx bench/limits.ts [--runs 3]
// Each body is sent `runs` times; the figures are the median answer time and the slowest answer
// to the other caller while the body was on its way.
import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { signIn } from '../server/test/harness';
import { rawCall } from '../server/test/rawCall';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const RUNS = Number(arg('runs', '3'));

type Who = 'admin' | 'manager' | 'engagement';

interface Hostile {
  name: string;
  who: Who;
  method: string;
  path: string;
  body: string;
}

const zeros = (count: number) => `[${Array(count).fill(0).join(',')}]`;
const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const mappingRows = (count: number, mapTo: unknown) =>
  JSON.stringify(Array.from({ length: count }, (_, i) => ({ mapping_id: 0, map_from: `from ${i}`, map_to: mapTo })));
const link = (over: Record<string, unknown>) =>
  JSON.stringify({
    api_link_name: 'Bench Link',
    api_link_url: 'https://ehr.example.org/bench',
    api_link_verb: 'POST',
    api_link_enabled: true,
    api_link_authentication_method_id: 1,
    api_link_authentication_detail: '{}',
    ...over,
  });
const huge = 'x'.repeat(2_000_000);

const ATTRIBUTES = '/api-link-service/api-link-attributes/3';
const MAPPINGS = '/api-link-service/transformations/5/mappings';

/** The issue's bodies, and the heaviest ones each limit still lets through to validation. */
const hostile = (): Hostile[] => [
  {
    name: '32,000 attribute entries (63 KB)',
    who: 'manager',
    method: 'PUT',
    path: ATTRIBUTES,
    body: `{"api_link_attributes":${zeros(32_000)}}`,
  },
  {
    name: '2,000,000 attribute entries (4 MB)',
    who: 'manager',
    method: 'PUT',
    path: ATTRIBUTES,
    body: `{"api_link_attributes":${zeros(2_000_000)}}`,
  },
  {
    name: '1,350,000 attribute entries (2.7 MB: bytes within)',
    who: 'manager',
    method: 'PUT',
    path: ATTRIBUTES,
    body: `{"api_link_attributes":${zeros(1_350_000)}}`,
  },
  { name: '16,000 mapping entries', who: 'manager', method: 'PUT', path: MAPPINGS, body: `{"mappings":${zeros(16_000)}}` },
  {
    name: '10,000 bad mapping rows (within the limit)',
    who: 'manager',
    method: 'PUT',
    path: MAPPINGS,
    body: `{"mappings":${mappingRows(10_000, 7)}}`,
  },
  {
    name: '100,000 mapping rows (4.6 MB)',
    who: 'manager',
    method: 'PUT',
    path: MAPPINGS,
    body: `{"mappings":${mappingRows(100_000, 'to')}}`,
  },
  {
    name: '16,000 application roles on a new user',
    who: 'admin',
    method: 'POST',
    path: '/auth/users',
    body: JSON.stringify({
      email: 'bench.roles@example.com',
      first_name: 'Bench',
      last_name: 'Roles',
      account_group_id: 1,
      pwd1: 'Abcdef1!',
      pwd2: 'Abcdef1!',
      app_role_list: Array(16_000).fill(0),
    }),
  },
  { name: '9.8 MB of [[[ to the password change', who: 'engagement', method: 'POST', path: '/auth/password', body: nested(4_900_000) },
  {
    name: '9.8 MB of [[[ to a template save (10 MB limit)',
    who: 'admin',
    method: 'POST',
    path: '/email-service/emailbeetemplates',
    body: nested(4_900_000),
  },
  {
    name: '9 MB authentication details',
    who: 'manager',
    method: 'POST',
    path: '/api-link-service/api-link',
    body: link({ api_link_authentication_detail: 'x'.repeat(9_000_000) }),
  },
  {
    name: '2 MB link description (under the limit)',
    who: 'manager',
    method: 'POST',
    path: '/api-link-service/api-link',
    body: link({ api_link_description: 'x'.repeat(2_000_000) }),
  },
  {
    name: 'four attribute texts of 2 MB',
    who: 'manager',
    method: 'PUT',
    path: ATTRIBUTES,
    body: JSON.stringify({
      api_link_attributes: [{ api_data_type_id: 1, name: huge, description: huge, default_value: huge, test_value: huge }],
    }),
  },
  {
    name: 'a 2 MB application code on an IP range',
    who: 'admin',
    method: 'POST',
    path: '/auth/ip-ranges',
    body: JSON.stringify({ account_group_id: 3, app_code: huge, ip_range_start: '10.9.0.1', ip_range_end: '10.9.0.2' }),
  },
];

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The platform in its own process; resolves with its address and a stop. */
const startChild = (dir: string) =>
  new Promise<{ url: string; stop: () => void }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'server/test/child.ts')], {
      cwd: ROOT,
      env: { ...process.env, SLINK_DATA_DIR: dir },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve({ url: (JSON.parse(line) as { url: string }).url, stop: () => child.kill('SIGTERM') });
    });
    child.on('exit', (code) => reject(new Error(`the platform stopped (exit code ${code})`)));
  });

/** The clock both threads read: milliseconds since the epoch, to the microsecond. */
const clock = () => performance.timeOrigin + performance.now();

/**
 * One call with its body encoded beforehand (encoding megabytes is the bench's work, not the
 * platform's), timed from the request's first byte to the answer's last.
 */
const send = (url: string, method: string, path: string, token: string, text: string) => {
  const body = Buffer.from(text);
  const { hostname, port } = new URL(url);
  return new Promise<{ started: number; ended: number; answer: { status: number; text: string } }>((resolve, reject) => {
    const started = clock();
    const req = request(
      {
        host: hostname,
        port,
        method,
        path,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'Content-Length': String(body.length) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ started, ended: clock(), answer: { status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() } }),
        );
      },
    );
    // The platform may answer and close before the whole body is sent.
    req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error)));
    req.end(body);
  });
};

/**
 * The other caller, in a thread of its own: asks for the account groups again and again and
 * posts each call's [sent, answered] on the clock above.
 */
const OTHER_CALLER = `
const { request } = require('node:http');
const { parentPort, workerData } = require('node:worker_threads');
const clock = () => performance.timeOrigin + performance.now();
const { hostname, port } = new URL(workerData.url);
const once = () => new Promise((resolve, reject) => {
  const sent = clock();
  const req = request({ host: hostname, port, path: '/auth/accountgroups', headers: { Authorization: 'Bearer ' + workerData.token } }, (res) => {
    res.on('data', () => {});
    res.on('end', () => { parentPort.postMessage([sent, clock()]); resolve(); });
  });
  req.on('error', reject);
  req.end();
});
(async () => { for (;;) await once(); })();
`;

/** The other caller's calls, each [sent, answered]. */
const otherCaller = (url: string, token: string) => {
  const calls: [number, number][] = [];
  const worker = new Worker(OTHER_CALLER, { eval: true, workerData: { url, token } });
  worker.on('message', (call: [number, number]) => calls.push(call));
  return { calls, stop: () => void worker.terminate() };
};

/** Sends `body` while the other caller keeps asking; the answer's time and the other caller's slowest call meanwhile. */
const measure = async (url: string, tokens: Record<Who, string>, h: Hostile, other: { calls: [number, number][] }) => {
  const { started, ended, answer } = await send(url, h.method, h.path, tokens[h.who], h.body);
  const ms = ended - started;
  // Let the call under way when the answer came end too.
  await new Promise((resolve) => setTimeout(resolve, 50));
  const probes = other.calls.filter(([sent, answered]) => answered >= started && sent <= ended).map(([sent, answered]) => answered - sent);
  let message = answer.text.slice(0, 70);
  try {
    message = String((JSON.parse(answer.text) as { message?: string }).message ?? message).slice(0, 70);
  } catch {
    // not JSON: its first characters
  }
  return { ms, status: answer.status, message, slowestProbe: Math.max(...probes), probes: probes.length };
};

const dir = mkdtempSync(join(tmpdir(), 'slink-bench-limits-'));
const platform = await startChild(dir);
try {
  const tokens: Record<Who, string> = {
    admin: await signIn(platform.url, 'admin@example.com'),
    manager: await signIn(platform.url, 'apilinks@example.com'),
    engagement: await signIn(platform.url, 'engagement@example.com'),
  };
  // A quiet list call first: what "answers at once" means here.
  const quiet: number[] = [];
  for (let i = 0; i < 20; i++) {
    const started = performance.now();
    await rawCall(platform.url, 'GET', '/auth/accountgroups', { token: tokens.admin });
    quiet.push(performance.now() - started);
  }
  console.log(
    `another caller's list, nothing else sent: median ${median(quiet).toFixed(1)} ms, slowest ${Math.max(...quiet).toFixed(1)} ms`,
  );
  const other = otherCaller(platform.url, tokens.admin);
  console.log(`${'body'.padEnd(52)} ${'answer'.padEnd(6)} ${'median'.padStart(8)} ${'other caller'.padStart(13)}  message`);
  for (const h of hostile()) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measure(platform.url, tokens, h, other));
    const last = runs[runs.length - 1];
    const slowest = Math.max(...runs.map((r) => r.slowestProbe));
    console.log(
      `${h.name.padEnd(52)} ${String(last.status).padEnd(6)} ${`${median(runs.map((r) => r.ms)).toFixed(1)} ms`.padStart(8)} ${`${slowest.toFixed(1)} ms`.padStart(13)}  ${last.message}`,
    );
  }
  other.stop();
  console.log(`(${RUNS} runs each; "other caller": its slowest list answer while the body was on its way)`);
} finally {
  platform.stop();
  rmSync(dir, { recursive: true, force: true });
}
