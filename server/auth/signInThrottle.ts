// Sign-in throttling per account and client address, and per address across accounts. After 5
// wrong passwords within 15 minutes, that account may not be tried from that address for a while:
// a minute first, then twice as long after each further failure, up to an hour; 15 quiet minutes
// after the last wait forget it all. After 20 wrong passwords from one address within 15 minutes,
// whatever the accounts, that address waits the same way (password spraying). While it waits,
// even the right password is refused, so guessing gains nothing. Other addresses are not
// affected, so nobody can lock the shared demo accounts out for everyone else; a password reset
// (which proves the mailbox) lifts every wait of the account.
//
// An attempt is counted before its password is checked (`attempt`) and taken back when it was
// right, so guesses sent at once cost one attempt each: the check and the count happen together,
// before the slow password hash lets the next request in.
//
// The same counting, under one key alone (`createKeyedThrottle`), limits the other checks that
// can be repeated at will (server/auth/passwordThrottles.ts).

export const THROTTLE = {
  windowMs: 15 * 60_000,
  freeFailures: 5,
  /** wrong passwords from one address, across every account, before that address waits */
  addressFreeFailures: 20,
  firstDelayMs: 60_000,
  maxDelayMs: 60 * 60_000,
  /** entries kept at most (of each kind), so a flood of made-up names stays bounded in memory */
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
  /** the failure that imposed the running wait, and the wait before it (to take it back) */
  imposedBy?: { at: number; blockedUntil: number; waits: number };
}

export interface SignInThrottle {
  /** whole seconds still to wait before `account` may be tried from `address`; 0 when free */
  waitSeconds(account: string, address: string, at?: number): number;
  /** whole seconds still to wait before any account may be tried from `address`; 0 when free */
  addressWaitSeconds(address: string, at?: number): number;
  /**
   * A sign-in about to check a password: the wait in seconds when it must not (nothing counted),
   * else 0, and the attempt is counted as a failure until `succeeded` takes it back.
   */
  attempt(account: string, address: string, at?: number): number;
  /** a wrong password (or unknown account) */
  failed(account: string, address: string, at?: number): void;
  /** a right password: the account's failures from the address go; the attempt counted `at` is taken back */
  succeeded(account: string, address: string, at?: number): void;
  /** lifts every wait of the account (its password was reset through the mailbox) */
  forgetAccount(account: string): void;
}

export type ThrottleLimits = { readonly [K in keyof typeof THROTTLE]: number };

/** Failures under one key, with their waits, bounded in number of keys. */
const failureBook = (limits: ThrottleLimits, freeFailures: number) => {
  const entries = new Map<string, Entry>();

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
    entries,
    waitSeconds: (key: string, at: number) => {
      const entry = current(key, at);
      return entry && entry.blockedUntil > at ? Math.ceil((entry.blockedUntil - at) / 1000) : 0;
    },
    failed: (key: string, account: string, at: number) => {
      const entry = current(key, at) ?? { account, failures: [], waits: 0, blockedUntil: 0, last: at };
      entry.failures = entry.failures.filter((t) => at - t < limits.windowMs);
      entry.failures.push(at);
      entry.last = at;
      // Once waits have begun, each further failure imposes the next (longer) one.
      if (entry.failures.length >= freeFailures || entry.waits > 0) {
        entry.imposedBy = { at, blockedUntil: entry.blockedUntil, waits: entry.waits };
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
    /** takes back one failure counted at `at` (an attempt that turned out right) */
    takeBack: (key: string, at: number) => {
      const entry = entries.get(key);
      const index = entry ? entry.failures.lastIndexOf(at) : -1;
      if (!entry || index < 0) return;
      entry.failures.splice(index, 1);
      // A right password does not impose a wait: the one its advance count started is undone.
      if (entry.imposedBy?.at === at) {
        entry.blockedUntil = entry.imposedBy.blockedUntil;
        entry.waits = entry.imposedBy.waits;
        entry.imposedBy = undefined;
      }
    },
  };
};

export const createSignInThrottle = (limits: ThrottleLimits = THROTTLE): SignInThrottle => {
  const perAccount = failureBook(limits, limits.freeFailures);
  const perAddress = failureBook(limits, limits.addressFreeFailures);
  const keyOf = (account: string, address: string) => `${account.toLowerCase()}\n${address}`;

  const throttle: SignInThrottle = {
    waitSeconds: (account, address, at = Date.now()) => perAccount.waitSeconds(keyOf(account, address), at),
    addressWaitSeconds: (address, at = Date.now()) => perAddress.waitSeconds(address, at),
    attempt: (account, address, at = Date.now()) => {
      const wait = Math.max(throttle.waitSeconds(account, address, at), throttle.addressWaitSeconds(address, at));
      if (wait === 0) throttle.failed(account, address, at);
      return wait;
    },
    failed: (account, address, at = Date.now()) => {
      perAccount.failed(keyOf(account, address), account.toLowerCase(), at);
      perAddress.failed(address, '', at);
    },
    succeeded: (account, address, at) => {
      perAccount.entries.delete(keyOf(account, address));
      if (at !== undefined) perAddress.takeBack(address, at);
    },
    forgetAccount: (account) => {
      const name = account.toLowerCase();
      for (const [key, entry] of perAccount.entries) if (entry.account === name) perAccount.entries.delete(key);
    },
  };
  return throttle;
};

/** Counting and waits under one key alone (a login, an address), the same as sign-in's. */
export interface KeyedThrottle {
  /** whole seconds still to wait before `key` may be tried; 0 when free */
  waitSeconds(key: string, at?: number): number;
  /**
   * A try about to happen: the wait in seconds when it must not (nothing counted), else 0, and the
   * try is counted (until `succeeded` forgets the key).
   */
  attempt(key: string, at?: number): number;
  /** the key's tries and waits go (a right password) */
  succeeded(key: string): void;
}

/** A throttle of its own keys, waiting after `freeFailures` counted tries within the window. */
export const createKeyedThrottle = (freeFailures: number, limits: ThrottleLimits = THROTTLE): KeyedThrottle => {
  const book = failureBook(limits, freeFailures);
  return {
    waitSeconds: (key, at = Date.now()) => book.waitSeconds(key, at),
    attempt: (key, at = Date.now()) => {
      const wait = book.waitSeconds(key, at);
      if (wait === 0) book.failed(key, key, at);
      return wait;
    },
    succeeded: (key) => {
      book.entries.delete(key);
    },
  };
};
