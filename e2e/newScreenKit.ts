// Small readings for e2e/newScreen.test.ts: npm run build's steps, the lines a file's edit wrote,
// a value in a screen config's text, and a side menu once the copy's new screens joined it.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Role } from '../language/roles';
import { readPackageJson } from '../tools/declaredImports';
import { declaredSideMenu, type MenuItem } from './declaredMenus';
import { ROOT } from './harness';

const run = (cwd: string, command: string, args: readonly string[]) => promisify(execFile)(command, args, { cwd });

export const SCRIPTS = readPackageJson(ROOT).scripts ?? {};
/** npm run build's steps (each `node tools/timed.mjs '<step>' -- <command>`), which the copy runs side by side. */
export const BUILD_STEPS = SCRIPTS.build.split(' && ').map((part) => {
  const [, step, command] = /^node tools\/timed\.mjs '([^']+)' -- (.+)$/.exec(part) ?? [];
  if (!step) throw new Error(`npm run build has a step this test cannot read: ${part}`);
  return { step, command };
});

/** Lines of `after` not in `before`, as `git diff` counts them. */
export const linesWritten = async (before: string, after: string) => {
  const dir = mkdtempSync(join(tmpdir(), 'slink-lines-'));
  try {
    writeFileSync(join(dir, 'before'), before);
    writeFileSync(join(dir, 'after'), after);
    const counted = await run(dir, 'git', ['diff', '--no-index', '--numstat', 'before', 'after']).catch(
      (error: { stdout: string }) => error,
    );
    return Number(counted.stdout.split('\t')[0] || 0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

export const textIn = (config: string, pattern: RegExp) => pattern.exec(config)?.[1] ?? '';
/** The side menu of the area for a role once the copy's new screens joined it, where their configs place them. */
export const menuWith = (role: Role, configs: readonly string[]) =>
  [
    ...declaredSideMenu('admin', role),
    ...configs.map((config): MenuItem => ({
      label: textIn(config, /^ {4}menu: '([^']+)',$/m),
      path: '',
      order: Number(textIn(config, /^ {2}menu: (\d+),$/m)),
    })),
  ]
    .sort((a, b) => a.order - b.order)
    .map((item) => item.label);
