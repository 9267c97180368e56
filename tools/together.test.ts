import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const TOGETHER = fileURLToPath(new URL('./together.mjs', import.meta.url));
const together = (...commands: string[]) =>
  promisify(execFile)(process.execPath, [TOGETHER, ...commands]).then(
    ({ stdout }) => ({ code: 0, stdout }),
    (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
  );
const node = (script: string) => `node -e "${script}"`;

describe('stages side by side', () => {
  it('runs the commands at once and prints each one whole, the first to end first', async () => {
    // The first waits for a file only the second writes: one after the other, it would give up.
    const signal = join(mkdtempSync(join(tmpdir(), 'together-')), 'signal');
    const waiter = node(
      `const fs=require('fs');console.log('waiting');setInterval(()=>{if(fs.existsSync('${signal}')){console.log('seen');process.exit(0)}},20);setTimeout(()=>process.exit(9),20000)`,
    );
    const writer = node(`console.log('writing');setTimeout(()=>{require('fs').writeFileSync('${signal}','');console.log('written')},200)`);
    const { code, stdout } = await together(waiter, writer);
    expect(code).toBe(0);
    expect(stdout.trim().split('\n')).toEqual(['writing', 'written', 'waiting', 'seen']);
  }, 30_000);

  it("fails with a failing command's code once all have ended, with the others' output", async () => {
    const { code, stdout } = await together(node('process.exit(3)'), node("setTimeout(()=>console.log('done'),100)"));
    expect(code).toBe(3);
    expect(stdout).toContain('done');
  });
});
