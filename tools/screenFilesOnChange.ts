// npm run dev: the lists of `npm run validators` written again when a file they are made of
// changes. The texts modules hold the screens' texts as data (tools/screenTexts.ts), so Vite sees
// a changed screen text only once they are rewritten; a new screen or schema file joins its list
// the same way, and a changed schema's validators are compiled again (as `npm run validators`
// does), so the console's forms check what the schema now says; the dev platform's own checks
// read them at its start. The lists are written by a fresh process: this one's module cache would
// keep the files as they were.
import { spawn } from 'node:child_process';
import { relative, sep } from 'node:path';
import { ROOT } from './screenFileKinds';

/** The files the lists are made of: screen configs, their texts and schemas. */
export const feedsScreenFiles = (file: string): boolean => {
  const path = relative(ROOT, file).split(sep).join('/');
  return /^(resources|schemas)\/[^/]+\.ts$/.test(path) && !/\.test\.tsx?$/.test(path);
};

/** Runs `npm run validators` (the lists, then the validators) and resolves when it ends. */
const writeInFreshProcess = () =>
  new Promise<void>((done) => {
    const child = spawn('npm', ['run', '--silent', 'validators'], { cwd: ROOT, stdio: 'inherit' });
    child.on('exit', () => done());
    child.on('error', () => done());
  });

interface Watcher {
  on(event: 'add' | 'change' | 'unlink', listener: (file: string) => void): unknown;
}

/** Writes the lists again after a change to a file they are made of, once per burst of changes. */
export const rewriteScreenFilesOnChange = (watcher: Watcher, write: () => Promise<void> = writeInFreshProcess, waitMs = 150) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> = Promise.resolve();
  const changed = (file: string) => {
    if (!feedsScreenFiles(file)) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      running = running.then(write);
    }, waitMs);
  };
  for (const event of ['add', 'change', 'unlink'] as const) watcher.on(event, changed);
};
