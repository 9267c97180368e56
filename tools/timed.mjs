#!/usr/bin/env node
// Runs one stage of `npm test` and prints its wall time: node tools/timed.mjs <label> -- <command...>
// The exit code is the command's, so `a && b` chains stop at the first failing stage.
import { spawnSync } from 'node:child_process';

const split = process.argv.indexOf('--');
const label = process.argv.slice(2, split).join(' ');
const [command, ...args] = process.argv.slice(split + 1);
if (split < 0 || !command) {
  console.error('usage: node tools/timed.mjs <label> -- <command...>');
  process.exit(2);
}
const started = Date.now();
const run = spawnSync(command, args, { stdio: 'inherit', shell: process.platform === 'win32' });
console.log(`[stage] ${label}: ${((Date.now() - started) / 1000).toFixed(1)} s${run.status === 0 ? '' : ' (failed)'}`);
process.exit(run.status ?? 1);
