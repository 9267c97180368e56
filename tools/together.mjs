#!/usr/bin/env node
// Runs independent stages of `npm test` side by side and prints each one's output when it ends,
// with its wall time: node tools/together.mjs <label> -- <command...> ++ <label> -- <command...>
// Lint (one core) and the type check and build (one core) take about as long as each other, so
// on a 2-core machine running them together saves the shorter one's time. Exits non-zero when any
// stage fails, after all have ended.
import { spawn } from 'node:child_process';

const stages = [];
for (const part of process.argv.slice(2).join('\u0000').split('\u0000++\u0000')) {
  const words = part.split('\u0000');
  const split = words.indexOf('--');
  if (split < 1 || split === words.length - 1) {
    console.error('usage: node tools/together.mjs <label> -- <command...> ++ <label> -- <command...>');
    process.exit(2);
  }
  stages.push({ label: words.slice(0, split).join(' '), command: words.slice(split + 1) });
}

const run = ({ label, command: [command, ...args] }) =>
  new Promise((resolve) => {
    const started = Date.now();
    const output = [];
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], shell: process.platform === 'win32' });
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    let ended = false;
    const end = (status) => {
      if (ended) return;
      ended = true;
      process.stdout.write(Buffer.concat(output));
      console.log(`[stage] ${label}: ${((Date.now() - started) / 1000).toFixed(1)} s${status === 0 ? '' : ' (failed)'}`);
      resolve(status);
    };
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      end(1);
    });
    child.on('close', (code) => end(code ?? 1));
  });

const statuses = await Promise.all(stages.map(run));
process.exit(statuses.every((s) => s === 0) ? 0 : 1);
