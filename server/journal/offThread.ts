// Starts a fold in a worker thread. The platform runs its TypeScript through tsx; a worker is a
// fresh thread without it, so it registers tsx (its ES module API, found from the package's own
// exports) before it imports the fold.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

const BOOT = `const { workerData } = require('node:worker_threads');
import(workerData.tsx).then((tsx) => { tsx.register(); return import(workerData.entry); });`;

let tsxApi: string | undefined;
const tsxEsmApi = () => {
  if (tsxApi) return tsxApi;
  const manifest = createRequire(import.meta.url).resolve('tsx/package.json');
  const exports = (JSON.parse(readFileSync(manifest, 'utf8')) as { exports: Record<string, { import: { default: string } }> }).exports;
  tsxApi = pathToFileURL(join(dirname(manifest), exports['./esm/api'].import.default)).href;
  return tsxApi;
};

export const foldOffThread = (file: string, from: number, to: number): Promise<void> =>
  new Promise((resolve, reject) => {
    const worker = new Worker(BOOT, {
      eval: true,
      workerData: { file, from, to, tsx: tsxEsmApi(), entry: new URL('./foldWorker.ts', import.meta.url).href },
    });
    let folded = false;
    worker.once('message', () => (folded = true));
    worker.once('error', reject);
    worker.once('exit', (code) => (folded ? resolve() : reject(new Error(`The journal fold stopped (exit code ${code})`))));
  });
