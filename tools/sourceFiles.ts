// Walking the project's own files as text: what the import checks and the test-project split in
// vite.config.ts read. Generated, installed and output folders are left out.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', '.git', '.data', 'generated', 'artifacts', 'results']);

/** Every file under `folder`, skipping generated and installed folders. */
export const filesUnder = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED_FOLDERS.has(entry.name)) return [];
    const path = join(folder, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });

/**
 * Source text without its comments, so an import named in a comment is not taken for one. A block
 * comment starts a line or follows a space: a glob's `/*` in a string ('./packs/*.ts') is no comment.
 */
export const withoutComments = (text: string) => text.replace(/(^|\s)\/\*[\s\S]*?\*\//g, '$1').replace(/^\s*\/\/.*$/gm, '');
