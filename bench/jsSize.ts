// Initial JS of a page: every script the browser fetched to render it, gzip-compressed size; the
// list's worker script on a line of its own.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';

export const recordScripts = (page: Page): string[] => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith('.js') && url.pathname.startsWith('/assets/')) scripts.push(url.pathname);
  });
  return scripts;
};

export const gzipKb = (dist: string, paths: readonly string[]) => {
  const unique = [...new Set(paths)];
  const bytes = unique.reduce((sum, p) => sum + gzipSync(readFileSync(join(dist, p)), { level: 9 }).length, 0);
  return { files: unique.length, kb: Math.round((bytes / 1024) * 10) / 10 };
};

/** The list's Web Worker (src/data/listWorker/): it runs beside the page, so it is counted apart. */
const WORKER_SCRIPT = /\/listWorker[-.][^/]*\.js$/;

/** A page's scripts and its worker's, apart. */
export const splitWorkerScripts = (paths: readonly string[]) => ({
  page: paths.filter((p) => !WORKER_SCRIPT.test(p)),
  worker: paths.filter((p) => WORKER_SCRIPT.test(p)),
});

/** The worker's script in a build, whether or not a page asked for it yet. */
export const workerScriptsIn = (dist: string): string[] =>
  readdirSync(join(dist, 'assets'))
    .map((f) => `/assets/${f}`)
    .filter((p) => WORKER_SCRIPT.test(p));

/**
 * The scripts a page asked for before `until` (ms since navigation), from Resource Timing: what
 * the first screen needed, without what the page fetched ahead once it was drawn (form code on idle).
 */
export const scriptsAskedBefore = (page: Page, until: number): Promise<string[]> =>
  page.evaluate(
    (limit) =>
      performance
        .getEntriesByType('resource')
        .filter((e) => e.startTime <= limit)
        .map((e) => new URL(e.name).pathname)
        .filter((p) => p.startsWith('/assets/') && p.endsWith('.js')),
    until,
  );
