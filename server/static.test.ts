import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'node:http';
import { CSP } from './csp';
import { AREAS, DEFAULT_LANDING, LANDING } from '../language/roles';
import { screens } from '../resources/index';
import { routesOf } from '../language/types';
import { PUBLIC_PATHS } from '../src/auth/redirects';
import { devProxy, proxied } from './devProxy';
import { deriveRules } from './guard';
import { PLATFORM_SERVICES } from './test/platformServices';
import { inPlatformSpace, NON_SCREEN_PREFIXES } from './platformSpace';
import { startPlatform, type TestPlatform } from './test/harness';
import { writeBuiltConsole, type BuiltConsole } from './test/builtConsole';

const RULES = deriveRules(screens);
let p: TestPlatform;
let built: BuiltConsole;
let dist: string;
beforeAll(async () => {
  built = writeBuiltConsole('<!doctype html><title>Slink Console</title><script src="/config.js"></script>', {
    'app.js': 'console.log(1)',
  });
  dist = built.dir;
  p = await startPlatform({ staticDir: dist });
});
afterAll(async () => {
  await p.stop();
  built.remove();
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
      "default-src 'self'; script-src 'self'; worker-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; connect-src 'self'; frame-src 'self' blob:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self'",
    );
  });

  it('lets no other origin frame a page: frame-ancestors in the CSP, X-Frame-Options for older browsers', async () => {
    const res = await fetch(`${p.url}/admin`);
    expect(res.headers.get('content-security-policy')?.split('; ')).toContain("frame-ancestors 'self'");
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('serves assets, and a missing asset is a 404, not the shell', async () => {
    expect(await (await fetch(`${p.url}/assets/app.js`)).text()).toBe('console.log(1)');
    expect((await fetch(`${p.url}/assets/missing.js`)).status).toBe(404);
  });

  it('serves /config.js as a script', async () => {
    const res = await fetch(`${p.url}/config.js`);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(await res.text()).toBe('window.SLINK_CONFIG = {"apiHost":"","demo":true,"beePluginUrl":"/demo/bee/BeePlugin.js"};\n');
  });

  it('never answers the shell for platform paths', async () => {
    const res = await fetch(`${p.url}/auth/users/`);
    expect(res.status).toBe(401);
    expect((await fetch(`${p.url}/oauth2/nothing`)).status).toBe(404);
  });
});

describe("what the development server proxies (the platform's served prefixes)", () => {
  const proxy = () => devProxy(p.platform.servedPrefixes, p.url);
  // One declared call of each service, its parameters filled, and the platform's other paths.
  const served = [
    ...PLATFORM_SERVICES.map((service) =>
      RULES.find((rule) => rule.pattern.startsWith(`${service}/`))!.pattern.replace(/:[A-Za-z]+/g, '1'),
    ),
    '/oauth2/login',
    '/demo/outbox',
    '/demo/bee/BeePlugin.js',
    '/config.js',
  ];

  it('proxies the services of the declared calls and the non-screen paths, and nothing else', () => {
    expect(p.platform.servedPrefixes).toEqual([...PLATFORM_SERVICES, ...NON_SCREEN_PREFIXES]);
  });

  it.each(served)('%s is answered by the platform itself, and is proxied', async (path) => {
    expect(await (await fetch(p.url + path)).text()).not.toContain('<title>Slink Console</title>');
    expect(proxied(proxy(), path)).toBe(true);
    expect(proxied(proxy(), `${path}?x=1`)).toBe(true);
  });

  it.each(PLATFORM_SERVICES.map((service) => [`${service}x/y`]))('%s only begins like a service, and is not proxied', (path) => {
    expect(proxied(proxy(), path)).toBe(false);
  });
});

describe("the console's own routes and files", () => {
  const targets = (target: string | Partial<Record<string, string>>) => (typeof target === 'string' ? [target] : Object.values(target));
  const routes = [
    ...new Set([
      '/',
      ...PUBLIC_PATHS,
      ...screens.flatMap(routesOf),
      ...AREAS.flatMap((area) => targets(area.target)),
      ...Object.values(LANDING),
      DEFAULT_LANDING,
    ]),
  ] as string[];

  it('are many: every screen, area and public page', () => {
    expect(routes.length).toBeGreaterThan(screens.length);
  });

  it.each(routes)('%s is no service in any spelling, is not proxied, and answers the app shell', async (route) => {
    const first = `/${route.split('/')[1] ?? ''}`;
    expect(PLATFORM_SERVICES.map((service) => service.toLowerCase())).not.toContain(first.toLowerCase());
    expect(inPlatformSpace(PLATFORM_SERVICES, route)).toBe(false);
    expect(proxied(devProxy(p.platform.servedPrefixes, p.url), route)).toBe(false);
    expect(await (await fetch(p.url + route)).text()).toContain('<title>Slink Console</title>');
  });

  it.each(['/assets/app.js', '/index.html'])('%s is a file of the build, not a service, not proxied', async (path) => {
    expect(inPlatformSpace(PLATFORM_SERVICES, path)).toBe(false);
    expect(proxied(devProxy(p.platform.servedPrefixes, p.url), path)).toBe(false);
    expect((await fetch(p.url + path)).status).toBe(200);
  });
});

/** A GET with a chosen Host header (fetch would send the platform's own). */
const getWithHost = (url: string, host: string) =>
  new Promise<{ csp: string; body: string }>((done, fail) => {
    const req = request(url, { headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (chunk) => (body += chunk));
      res.on('end', () => done({ csp: String(res.headers['content-security-policy']), body }));
    });
    req.on('error', fail).end();
  });

const connectSrc = (csp: string) => csp.split('; ').find((d) => d.startsWith('connect-src '));

describe('a cross-origin apiHost (API_HOST)', () => {
  const withApiHost = async (apiHost: string, run: (p: TestPlatform) => Promise<void>) => {
    const other = await startPlatform({ staticDir: dist, apiHost });
    try {
      await run(other);
    } finally {
      await other.stop();
    }
  };

  it('adds an absolute origin to connect-src and writes it into /config.js', async () => {
    await withApiHost('https://api.example.com/', async (o) => {
      const res = await fetch(`${o.url}/admin`);
      expect(connectSrc(res.headers.get('content-security-policy')!)).toBe("connect-src 'self' https://api.example.com");
      expect(await (await fetch(`${o.url}/config.js`)).text()).toBe(
        'window.SLINK_CONFIG = {"apiHost":"https://api.example.com/","demo":true,"beePluginUrl":"/demo/bee/BeePlugin.js"};\n',
      );
      // the API answers carry the same policy
      expect(connectSrc((await fetch(`${o.url}/auth/users/`)).headers.get('content-security-policy')!)).toContain(
        'https://api.example.com',
      );
    });
  });

  it('derives a template from the request Host, as the console derives it from the page', async () => {
    await withApiHost('https://api.{hostname}', async (o) => {
      expect(connectSrc((await getWithHost(`${o.url}/admin`, 'console.example.org:8443')).csp)).toBe(
        "connect-src 'self' https://api.console.example.org",
      );
      expect((await getWithHost(`${o.url}/config.js`, 'console.example.org')).body).toContain('"apiHost":"https://api.{hostname}"');
    });
    await withApiHost('{protocol}//api.{host}', async (o) => {
      expect(connectSrc((await getWithHost(`${o.url}/`, 'console.example.org:8443')).csp)).toBe(
        "connect-src 'self' http://api.console.example.org:8443",
      );
    });
  });

  it('adds nothing for a same-origin apiHost or a Host header that is not a host name', async () => {
    await withApiHost('/platform', async (o) => {
      expect((await fetch(`${o.url}/admin`)).headers.get('content-security-policy')).toBe(CSP);
    });
    await withApiHost('https://api.{hostname}', async (o) => {
      expect((await getWithHost(`${o.url}/admin`, 'a;script-src *')).csp).toBe(CSP);
    });
  });
});
