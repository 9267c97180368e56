// The platform check's command line: `--base <url> --user <email>`, `--insecure`, `--timeout <ms>`,
// `--writes`. The password is never an argument: it is SLINK_PASSWORD, or asked for on a terminal.
export interface CheckOptions {
  base: string;
  user: string;
  insecure: boolean;
  timeoutMs: number;
  writes: boolean;
}

export const USAGE =
  'usage: npm run check-platform -- --base <url> --user <email> [--insecure] [--timeout <ms>] [--writes]\n' +
  '  the password: SLINK_PASSWORD, or asked for on a terminal';

export const DEFAULT_TIMEOUT_MS = 10_000;

/** The options, or the message saying what is wrong with the arguments. */
export const parseOptions = (args: readonly string[]): CheckOptions | { error: string } => {
  const options: CheckOptions = { base: '', user: '', insecure: false, timeoutMs: DEFAULT_TIMEOUT_MS, writes: false };
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    const value = () => args[++i] ?? '';
    if (arg === '--base') options.base = value().replace(/\/+$/, '');
    else if (arg === '--user') options.user = value();
    else if (arg === '--insecure') options.insecure = true;
    else if (arg === '--writes') options.writes = true;
    else if (arg === '--timeout') options.timeoutMs = Number(value());
    else if (arg === '--password') return { error: 'The password is never an argument: set SLINK_PASSWORD, or type it when asked' };
    else return { error: `Unknown argument ${arg}` };
  }
  if (!/^https?:\/\/[^/]/.test(options.base)) return { error: '--base must be the platform URL, e.g. https://platform.example.com' };
  if (!options.user) return { error: '--user must be the email of a login to sign in with' };
  if (!Number.isInteger(options.timeoutMs) || options.timeoutMs <= 0) return { error: '--timeout must be a number of milliseconds' };
  return options;
};
