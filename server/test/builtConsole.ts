// A stand-in for the built console (dist/) in a temp folder, for the platform's tests of how it
// serves the console: index.html plus the given files of assets/.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface BuiltConsole {
  dir: string;
  remove(): void;
}

export const writeBuiltConsole = (indexHtml: string, assets: Record<string, string>): BuiltConsole => {
  const dir = mkdtempSync(join(tmpdir(), 'slink-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), indexHtml);
  for (const [name, text] of Object.entries(assets)) writeFileSync(join(dir, 'assets', name), text);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
};
