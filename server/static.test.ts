import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSP } from './static';
import { startPlatform, type TestPlatform } from './test/harness';

let p: TestPlatform;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'slink-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Slink Console</title><script src="/config.js"></script>');
  writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1)');
  p = await startPlatform({ staticDir: dist });
});
afterAll(async () => {
  await p.stop();
  rmSync(dist, { recursive: true, force: true });
});

describe('the console on the platform origin', () => {
  it.each(['/', '/admin', '/admin/accountgroups', '/home/settings', '/sharedlogin?error=invalid_credentials', '/changepassword?token=x'])(
    '%s answers the app shell with the security headers',
    async (path) => {
      const res = await fetch(p.url + path);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<title>Slink Console</title>');
      expect(res.headers.get('content-security-policy')).toBe(CSP);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    },
  );

  it('has the exact CSP of the design', () => {
    expect(CSP).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; connect-src 'self'; frame-src 'self' blob:; object-src 'none'; base-uri 'self'; form-action 'self'",
    );
  });

  it('serves assets, and a missing asset is a 404, not the shell', async () => {
    expect(await (await fetch(`${p.url}/assets/app.js`)).text()).toBe('console.log(1)');
    expect((await fetch(`${p.url}/assets/missing.js`)).status).toBe(404);
  });

  it('serves /config.js as a script', async () => {
    const res = await fetch(`${p.url}/config.js`);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(await res.text()).toBe('window.SLINK_CONFIG = {"apiHost":"","demo":true};\n');
  });

  it('never answers the shell for platform paths', async () => {
    const res = await fetch(`${p.url}/auth/users/`);
    expect(res.status).toBe(401);
    expect((await fetch(`${p.url}/oauth2/nothing`)).status).toBe(404);
  });
});
