// The platform check's command line: the password is never an argument, and bad options say what is wrong.
import { describe, expect, it } from 'vitest';
import { DEFAULT_TIMEOUT_MS, parseOptions } from './options';

describe('npm run check-platform options', () => {
  it('reads the base, the user and the options', () => {
    expect(
      parseOptions(['--base', 'https://p.example.com/', '--user', 'a@example.com', '--insecure', '--timeout', '2500', '--writes']),
    ).toEqual({
      base: 'https://p.example.com',
      user: 'a@example.com',
      insecure: true,
      timeoutMs: 2500,
      writes: true,
    });
    expect(parseOptions(['--base', 'http://127.0.0.1:8080', '--user', 'a@example.com'])).toMatchObject({
      timeoutMs: DEFAULT_TIMEOUT_MS,
      insecure: false,
      writes: false,
    });
  });

  it('refuses a password given as an argument, and says what else is wrong', () => {
    expect(parseOptions(['--base', 'http://x', '--user', 'a', '--password', 'p'])).toEqual({
      error: expect.stringMatching(/never an argument/),
    });
    expect(parseOptions(['--user', 'a'])).toEqual({ error: expect.stringMatching(/--base/) });
    expect(parseOptions(['--base', 'http://x'])).toEqual({ error: expect.stringMatching(/--user/) });
    expect(parseOptions(['--base', 'http://x', '--user', 'a', '--timeout', 'soon'])).toEqual({ error: expect.stringMatching(/--timeout/) });
    expect(parseOptions(['--base', 'http://x', '--user', 'a', '--verbose'])).toEqual({ error: 'Unknown argument --verbose' });
  });
});
