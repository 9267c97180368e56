// Content Security Policy violations met by an end-to-end page (e2e/harness.ts collects them for
// every page and fails a test that met any).
import type { ConsoleMessage, Page } from 'playwright-core';
import { expect } from 'vitest';

const CSP_MARKER = '[e2e:securitypolicyviolation]';

// Runs in every document before the page's own scripts. The console listener below sees both
// this marker and Chromium's own "Refused to ... Content Security Policy" messages.
const CSP_INIT_SCRIPT = `
document.addEventListener('securitypolicyviolation', (e) => {
  console.error(${JSON.stringify(CSP_MARKER)} + ' ' + e.violatedDirective + ' blocked ' + (e.blockedURI || '(inline)') + ' at ' + e.sourceFile + ':' + e.lineNumber);
}, true);
`;

const violations = new WeakMap<Page, string[]>();

/**
 * Collects CSP violations of `page` (console messages naming the Content Security Policy, and
 * `securitypolicyviolation` events through an init script). The returned array fills as the
 * page runs; it survives navigations. Idempotent.
 */
export const collectCspViolations = async (page: Page): Promise<string[]> => {
  const existing = violations.get(page);
  if (existing) return existing;
  const list: string[] = [];
  violations.set(page, list);
  await page.addInitScript(CSP_INIT_SCRIPT);
  page.on('console', (msg: ConsoleMessage) => {
    const text = msg.text();
    if (text.includes('Content Security Policy') || text.startsWith(CSP_MARKER)) list.push(`${page.url()}: ${text}`);
  });
  return list;
};

export const cspViolations = (page: Page): string[] => violations.get(page) ?? [];

/** Fails when the page met any CSP violation so far. */
export const expectNoCspViolations = (page: Page): void => {
  expect(cspViolations(page), `CSP violations on ${page.url()}`).toEqual([]);
};
