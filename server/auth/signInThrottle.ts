// Sign-in throttling per account and client address. After 5 wrong passwords within 15 minutes,
// that account may not be tried from that address for a while: a minute first, then twice as long
// after each further failure, up to an hour; 15 quiet minutes after the last wait forget it all.
// While it waits, even the right password is refused, so guessing gains nothing. Other addresses
// are not affected, so nobody can lock the shared demo accounts out for everyone else; a password
// reset (which proves the mailbox) lifts every wait of the account.

export const THROTTLE = {
  windowMs: 15 * 60_000,
  freeFailures: 5,
  firstDelayMs: 60_000,
  maxDelayMs: 60 * 60_000,
  /** entries kept at most, so a flood of made-up names stays bounded in memory */
  maxEntries: 10_000,
} as const;

interface Entry {
  account: string;
  /** times of the failures still inside the window */
  failures: number[];
  /** how many waits this streak has already imposed (each doubles the next) */
  waits: number;
  blockedUntil: number;
  last: number;
}

export interface SignInThrottle {
  /** whole seconds still to wait before `account` may be tried from `address`; 0 when free */
  waitSeconds(account: string, address: string, at?: number): number;
  /** a wrong password (or unknown account) */
  failed(account: string, address: string, at?: number): void;
  succeeded(account: string, address: string): void;
  /** lifts every wait of the account (its password was reset through the mailbox) */
  forgetAccount(account: string): void;
}

export type ThrottleLimits = { readonly [K in keyof typeof THROTTLE]: number };

export const createSignInThrottle = (limits: ThrottleLimits = THROTTLE): SignInThrottle => {
  const entries = new Map<string, Entry>();
  const keyOf = (account: string, address: string) => `${account.toLowerCase()}\n${address}`;

  const current = (key: string, at: number): Entry | undefined => {
    const entry = entries.get(key);
    // Quiet time counts from the end of the last wait, so a streak of waits keeps doubling.
    if (entry && at - Math.max(entry.last, entry.blockedUntil) > limits.windowMs) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };

  return {
    waitSeconds: (account, address, at = Date.now()) => {
      const entry = current(keyOf(account, address), at);
      return entry && entry.blockedUntil > at ? Math.ceil((entry.blockedUntil - at) / 1000) : 0;
    },
    failed: (account, address, at = Date.now()) => {
      const key = keyOf(account, address);
      const entry = current(key, at) ?? { account: account.toLowerCase(), failures: [], waits: 0, blockedUntil: 0, last: at };
      entry.failures = entry.failures.filter((t) => at - t < limits.windowMs);
      entry.failures.push(at);
      entry.last = at;
      // Once waits have begun, each further failure imposes the next (longer) one.
      if (entry.failures.length >= limits.freeFailures || entry.waits > 0) {
        entry.blockedUntil = at + Math.min(limits.firstDelayMs * 2 ** entry.waits, limits.maxDelayMs);
        entry.waits += 1;
      }
      entries.delete(key); // re-inserted last: the map stays in order of last use
      entries.set(key, entry);
      // Over the limit, entries with no wait running go first (oldest first), so a flood of made-up
      // names cannot push out the wait that a guessed account is under.
      for (const [other, { blockedUntil }] of entries) {
        if (entries.size <= limits.maxEntries) break;
        if (blockedUntil <= at) entries.delete(other);
      }
      for (const oldest of entries.keys()) {
        if (entries.size <= limits.maxEntries) break;
        entries.delete(oldest);
      }
    },
    succeeded: (account, address) => {
      entries.delete(keyOf(account, address));
    },
    forgetAccount: (account) => {
      const name = account.toLowerCase();
      for (const [key, entry] of entries) if (entry.account === name) entries.delete(key);
    },
  };
};
