// Password reset requests: limited per client address (then 429 with the wait) and mails per
// email address asked for (then none while the wait runs, answered the same), so a flood cannot
// fill the outbox; the answer is sent before the mail is written, so its time tells nothing about
// who has an account; the mailed link names the platform's own origin, never the Host header.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testTime } from '../../shared/testTime';
import { RESET_MESSAGES } from '../auth/reset';
import { startPlatform, type TestPlatform } from '../test/harness';
import { rawCall } from '../test/rawCall';

let p: TestPlatform;
beforeAll(async () => {
  p = await startPlatform();
});
afterAll(() => p.stop());

const forgot = async (email: string, localAddress: string, headers?: Record<string, string>) => {
  const answer = await rawCall(p.url, 'POST', '/oauth2/forgot', { body: { email }, localAddress, headers });
  return { status: answer.status, body: JSON.parse(answer.text), retryAfter: Number(answer.headers['retry-after']) };
};
const mailsTo = async (email: string, url = p.url) =>
  ((await (await fetch(`${url}/demo/outbox.json`)).json()) as { to: string; text: string }[]).filter((m) => m.to === email);
const SENT = { status: 200, body: { message: RESET_MESSAGES.requested } };

describe('POST /oauth2/forgot', () => {
  it('mails one email address 3 times, then answers the same without a mail, known or not', async () => {
    for (const email of ['owen.murphy@example.org', 'nobody.here@example.org']) {
      for (let i = 0; i < 4; i += 1) expect(await forgot(email, '127.0.0.2')).toMatchObject(SENT);
    }
    expect(await mailsTo('owen.murphy@example.org')).toHaveLength(3);
  });

  it('makes an address wait after 10 requests, and leaves other addresses alone', async () => {
    for (let i = 0; i < 10; i += 1) expect(await forgot(`someone.${i}@example.org`, '127.0.0.3')).toMatchObject(SENT);
    const refused = await forgot('grace.sullivan@example.org', '127.0.0.3');
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toBeGreaterThan(50);
    expect(refused.body).toEqual({ message: RESET_MESSAGES.tooMany(refused.retryAfter) });
    expect(await mailsTo('grace.sullivan@example.org')).toHaveLength(0);
    expect(await forgot('grace.sullivan@example.org', '127.0.0.4')).toMatchObject(SENT);
    expect(await mailsTo('grace.sullivan@example.org')).toHaveLength(1);
  });

  it('takes 300 requests for one account at once without filling the outbox', async () => {
    const email = 'hannah.kowalski@example.org';
    const answers = await Promise.all(Array.from({ length: 300 }, () => forgot(email, '127.0.0.5')));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(290);
    expect(await mailsTo(email)).toHaveLength(3);
  });

  it('answers a known address before its mail is written, as quickly as an unknown one', async () => {
    const { store } = p.platform;
    const commit = store.commit;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let writes = 0;
    store.commit = (changed) => {
      writes += 1;
      return held.then(() => commit.call(store, changed));
    };
    try {
      // The journal write is held until the answer has come: an answer that waited for it never would.
      expect(await forgot('lucas.moreau@example.org', '127.0.0.6')).toMatchObject(SENT);
      expect(await mailsTo('lucas.moreau@example.org')).toHaveLength(1);
      await vi.waitFor(() => expect(writes).toBe(1), { timeout: testTime(10_000) });
    } finally {
      store.commit = commit;
      release();
    }
  });

  it('names the platform origin in the mailed link, whatever Host the request names', async () => {
    const email = 'mia.castillo@example.org';
    expect(await forgot(email, '127.0.0.7', { Host: 'rebind.attacker.example:8080' })).toMatchObject(SENT);
    const [mail] = await mailsTo(email);
    expect(mail.text).not.toContain('attacker');
    expect(mail.text).toContain(`\n${p.url}/changepassword?token=`);
  });

  it('names the configured origin when one is set', async () => {
    const configured = await startPlatform({ publicOrigin: 'https://console.example.com/' });
    try {
      const email = 'mia.castillo@example.org';
      await rawCall(configured.url, 'POST', '/oauth2/forgot', { body: { email }, headers: { Host: 'evil.example' } });
      const [mail] = await mailsTo(email, configured.url);
      expect(mail.text).toContain('\nhttps://console.example.com/changepassword?token=');
    } finally {
      await configured.stop();
    }
  });
});
