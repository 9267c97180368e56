// npx tsx bench/reactionProfile.ts [--users 100000] [--dist dist] [--reaction sort]
// Where one first reaction's time goes (bench/reactions.ts), to find its cause: a Chromium trace
// of the reaction alone (from just before the act until what it waits for is drawn) summed by
// kind of work per thread (the page's main thread, the list worker: script, style, layout, paint,
// compiling a script, garbage collection), and the page's own JavaScript by source file where the
// build has source maps (`npx vite build --sourcemap true --outDir <dir>`, then --dist <dir>).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { createPlatform } from '../server/platform';
import { launchBrowser } from '../e2e/chromium';
import { openAdminToFirstRow, type TabSession } from './measure';
import { REACTION_PROBE } from './reactionProbe';
import { REACTIONS, runReaction } from './reactions';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const DIST = resolve(ROOT, arg('dist', 'dist'));
const USERS = Number(arg('users', '100000'));
const only = arg('reaction', '');

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  pid: number;
  args?: {
    name?: string;
    data?: { stackTrace?: unknown; url?: string; functionName?: string; lineNumber?: number; columnNumber?: number };
  };
}

/** Trace events of the top level of a thread's work, by the kind of work they are. */
const KINDS: Record<string, string> = {
  FunctionCall: 'script',
  EventDispatch: 'script (event)',
  TimerFire: 'script (timer)',
  FireAnimationFrame: 'script (frame)',
  RunMicrotasks: 'script (microtasks)',
  'v8.run': 'script',
  EvaluateScript: 'script (evaluate)',
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
  'v8.evaluateModule': 'script (module)',
  ParseHTML: 'parse HTML',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  UpdateLayer: 'paint',
  MajorGC: 'gc',
  MinorGC: 'gc',
  'V8.GC_SCAVENGER': 'gc',
  'V8.GC_MARK_COMPACTOR': 'gc',
};

/** ms of each kind of work on each thread, top-level events only (nested ones are inside them). */
const byKind = (events: TraceEvent[], from: number, to: number) => {
  const names = new Map<string, string>();
  for (const e of events) if (e.ph === 'M' && e.name === 'thread_name') names.set(`${e.pid}:${e.tid}`, e.args?.name ?? '');
  const sums = new Map<string, Map<string, number>>();
  const openUntil = new Map<string, number>();
  const complete = events.filter((e) => e.ph === 'X' && e.ts >= from && e.ts <= to && KINDS[e.name]).sort((a, b) => a.ts - b.ts);
  for (const e of complete) {
    const thread = `${e.pid}:${e.tid}`;
    const name = names.get(thread) ?? thread;
    if (!/CrRendererMain|DedicatedWorker/.test(name)) continue;
    if ((openUntil.get(thread) ?? 0) > e.ts) continue; // inside one already counted
    openUntil.set(thread, e.ts + (e.dur ?? 0));
    const kinds = sums.get(name) ?? new Map<string, number>();
    sums.set(name, kinds);
    kinds.set(KINDS[e.name], (kinds.get(KINDS[e.name]) ?? 0) + (e.dur ?? 0) / 1000);
  }
  return sums;
};

interface ProfileNode {
  id: number;
  children?: number[];
  callFrame: { url: string; functionName: string; lineNumber: number; columnNumber: number };
}

/**
 * The page's JavaScript time (ms) in the reaction's window by original source, through the build's
 * source maps: each sample's own function (self), and the nearest function of the console's own
 * code on its stack (src/, language/, shared/), which says which part of the console asked for it.
 */
const bySource = (
  profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number },
  from: number,
  to: number,
) => {
  const maps = new Map<string, TraceMap | null>();
  const mapOf = (url: string) => {
    if (!maps.has(url)) {
      const file = join(DIST, new URL(url).pathname + '.map');
      maps.set(url, existsSync(file) ? new TraceMap(readFileSync(file, 'utf8')) : null);
    }
    return maps.get(url);
  };
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parents = new Map<number, number>();
  for (const n of profile.nodes) for (const child of n.children ?? []) parents.set(child, n.id);
  const named = new Map<number, { where: string; own: boolean }>();
  const nameOf = (id: number) => {
    let found = named.get(id);
    if (found) return found;
    const { url, functionName, lineNumber, columnNumber } = nodes.get(id)!.callFrame;
    let where = functionName || `(${url ? 'anonymous' : 'native'})`;
    let own = false;
    if (url.startsWith('http')) {
      const map = mapOf(url);
      const original = map && originalPositionFor(map, { line: lineNumber + 1, column: columnNumber });
      const source = original?.source?.replace(/^.*\/(node_modules|src|language|shared)\//, '$1/');
      own = !!source && /^(src|language|shared)\//.test(source);
      where = source ? `${source} ${original?.name ?? ''}`.trim() : `${new URL(url).pathname} ${functionName}`;
    }
    named.set(id, (found = { where, own }));
    return found;
  };
  const self = new Map<string, number>();
  const ownCaller = new Map<string, number>();
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    if (at < from || at > to) return;
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    const { where } = nameOf(id);
    self.set(where, (self.get(where) ?? 0) + ms);
    let up: number | undefined = id;
    while (up !== undefined && !nameOf(up).own) up = parents.get(up);
    const caller = up === undefined ? `(no own code) ${where}` : nameOf(up).where;
    ownCaller.set(caller, (ownCaller.get(caller) ?? 0) + ms);
  });
  const top = (sums: Map<string, number>) =>
    [...sums]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 12)
      .map(([w, ms]) => `${w} ${Math.round(ms)}`)
      .join('; ');
  return { self: top(self), ownCaller: top(ownCaller) };
};

const work = mkdtempSync(join(tmpdir(), 'slink-profile-'));
const fixtures = join(work, `fixtures-${USERS}.json`);
execFileSync('npx', ['tsx', join(ROOT, 'fixtures/generate.ts'), '--users', String(USERS), '--out', fixtures], { stdio: 'ignore' });
const platform = await createPlatform({ dataDir: join(work, 'data'), staticDir: DIST, fixtures, logger: false });
const running = await platform.listen(0, '127.0.0.1');
const browser = await launchBrowser();
try {
  const signIn = await browser.newContext();
  const page0 = await signIn.newPage();
  await page0.goto(`${running.url}/sharedlogin`);
  await page0.getByLabel('Email').fill('admin@example.com');
  await page0.getByLabel('Password').fill('Demo#2026');
  await page0.getByRole('button', { name: 'Sign In' }).click();
  await page0.waitForURL(`${running.url}/home`);
  const session: TabSession = await page0.evaluate(() => ({
    atk: sessionStorage.getItem('atk')!,
    result: sessionStorage.getItem('LOGIN_RESULT'),
  }));
  await signIn.close();
  for (const reaction of REACTIONS) {
    if (only && !reaction.name.toLowerCase().includes(only.toLowerCase())) continue;
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(REACTION_PROBE);
    const { page, drawn } = await openAdminToFirstRow(context, running.url, session);
    const firstRow = await drawn;
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    const act = reaction.act;
    // The trace and the profile start after the reaction's preparation, just before its act.
    const figures = await runReaction(
      {
        ...reaction,
        act: async (p) => {
          await browser.startTracing(p, {
            categories: ['devtools.timeline', 'v8', 'blink.user_timing', 'disabled-by-default-devtools.timeline'],
          });
          await cdp.send('Profiler.start');
          await act(p);
        },
      },
      page,
      firstRow,
    );
    const { profile } = await cdp.send('Profiler.stop');
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    const events = trace.traceEvents;
    // The reaction's own window, from the marks the probe sets (bench/reactionProbe.ts).
    const mark = (name: string) => events.find((e) => e.name === name)?.ts;
    const from = mark('slink-reaction-start') ?? 0;
    const to = mark('slink-reaction-end') ?? Infinity;
    console.log(
      `\n${reaction.name} (users=${USERS}, ${DIST}): ${Math.round(figures.ms)} ms, longest task ${Math.round(figures.longestTaskMs)} ms; tasks ${figures.tasks?.join(', ') || 'none'}; fetched ${figures.loaded?.join(', ') || 'nothing'} (traced ${Math.round((to - from) / 1000)} ms of it)`,
    );
    for (const [thread, kinds] of byKind(events, from, to))
      console.log(
        `  ${thread}: ${[...kinds]
          .sort((a, b) => b[1] - a[1])
          .map(([k, ms]) => `${k} ${Math.round(ms)} ms`)
          .join(', ')}`,
      );
    const js = bySource(profile as never, from, to);
    console.log(`  page JS self time by function (top 12): ${js.self}`);
    console.log(`  page JS by the nearest console function on its stack (top 12): ${js.ownCaller}`);
    await context.close();
  }
} finally {
  await browser.close();
  await running.close();
  rmSync(work, { recursive: true, force: true });
}
