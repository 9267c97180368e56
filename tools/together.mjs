#!/usr/bin/env node
// Runs stages of `npm test` side by side: node tools/together.mjs '<command>' '<command>' ...
// The lint and the build (validators, type check, bundle) each keep one core busy and need
// nothing of each other; on a 2-core machine they take the longer one's time, not the sum.
// Each command's output is printed whole when it ends, so two never interleave. The exit code is
// the first failing command's (0 when all passed), so `a && b` chains stop as with one stage.
import { spawn } from 'node:child_process';

const commands = process.argv.slice(2);
if (commands.length === 0) {
  console.error("usage: node tools/together.mjs '<command>' '<command>' ...");
  process.exit(2);
}

const run = (command) =>
  new Promise((done) => {
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      done(1);
    });
    child.on('close', (code, signal) => {
      process.stdout.write(Buffer.concat(output));
      done(code ?? (signal ? 1 : 0));
    });
  });

const codes = await Promise.all(commands.map(run));
process.exit(codes.find((code) => code !== 0) ?? 0);
