// The demo platform of a copy of the tree (e2e/newScreen.test.ts): started from the copy's own
// files on a free port, with its own data folder; stopping it removes the copy.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';

export interface Copy {
  /** the copy's folder */
  dir: string;
  /** its platform's address */
  url: string;
  stop(): Promise<void>;
}

export const startCopy = (dir: string): Promise<Copy> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: dir,
      env: { ...process.env, PORT: '0', SLINK_DATA_DIR: join(dir, '.data') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const stop = async () => {
      if (child.exitCode === null) {
        const stopped = new Promise((done) => child.once('exit', done));
        child.kill();
        await stopped;
      }
      rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
    };
    let said = '';
    const listen = (chunk: Buffer) => {
      said += chunk.toString();
      const address = /demo platform: (http:\/\/127\.0\.0\.1:\d+)/.exec(said);
      if (address) resolve({ dir, url: address[1], stop });
    };
    child.stdout.on('data', listen);
    child.stderr.on('data', listen);
    child.on('exit', (code) => reject(new Error(`the copy's platform stopped (${code}):\n${said}`)));
  });
