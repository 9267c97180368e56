// Initial JS of a page: every script the browser fetched to render it, gzip-compressed size.
import { readFileSync } from 'node:fs';
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
