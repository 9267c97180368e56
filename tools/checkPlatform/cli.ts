// npm run check-platform -- --base <url> --user <email> [--insecure] [--timeout <ms>] [--writes]:
// checks a platform against what this console expects of it (docs/platform-api.md, Deploying
// against a real platform). Exits 0 when every read answers as expected, 1 on a difference,
// 2 when it cannot run (arguments, password, sign-in).
import { checkPlatform, exitCodeOf } from './checkPlatform';
import { parseOptions, USAGE } from './options';
import { readPassword } from './password';

const options = parseOptions(process.argv.slice(2));
if ('error' in options) {
  console.error(`${options.error}\n${USAGE}`);
  process.exit(2);
}
const password = await readPassword();
if (password === null) {
  console.error(`No password: set SLINK_PASSWORD, or run it on a terminal to be asked\n${USAGE}`);
  process.exit(2);
}
const outcome = await checkPlatform({
  options,
  password,
  say: (line) => console.log(line),
  progress: process.stderr.isTTY ? (text) => process.stderr.write(text) : undefined,
});
process.exit(exitCodeOf(outcome));
