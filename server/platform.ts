// The demo platform: json-server 0.17 used as a library (the Express app, its defaults and body
// parser) plus the Express routes of every call. The store is never mounted over HTTP. One process serves the platform
// calls, the OAuth2 provider and the built console on one origin.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import type { Application } from 'express';
import jsonServer from 'json-server';
import type { ScreenConfig } from '../language/types';
import { screens } from '../resources/index';
import type { RecordKeeping } from '../language/recordTypes';
import { writeFileAtomicSync } from './atomicWrite';
import { beeEditorSettings } from './beeEditor';
import { demoBeeRoutes } from './demoBee';
import { consoleOriginRule, namedConsoleOrigins } from './auth/consoleOrigins';
import { refuseCrossSiteWrites } from './auth/crossSite';
import { oauthRoutes } from './auth/oauth';
import { resetRoutes } from './auth/reset';
import { forgetAnswersOnWrite } from './answerCache';
import { compressLargeJson } from './compressJson';
import { refuseInexactNumbers } from './exactNumbers';
import { bodyLimitOf, callBodyLimits } from './bodyLimits';
import { readBodies } from './bodyReading';
import { createContext, type Context } from './context';
import { configuredPublicOrigin, listenOrigin } from './publicOrigin';
import { demoRoutes } from './demo';
import { demoHostNames } from './demoRequests';
import { createGuard, deriveRules, servicesOfRules } from './guard';
import { refuseFaultyDeclarations } from './declarationCheck';
import { platformMiddleware, refuseUndeclaredRoutes } from './routeCheck';
import { errorJson, notFoundJson } from './errorAnswers';
import { dashboardRoutes } from './routes/dashboards';
import { emailTemplateRoutes } from './routes/emailTemplates';
import { passwordRoutes } from './routes/password';
import { toolRoutes } from './routes/tools';
import { prepareLists, recordRoutes } from './records/records';
import { keepRecordIds } from './records/recordIds';
import { loadRecordKeeping } from './recordFiles';
import { servedPrefixes } from './platformSpace';
import { configRoute, securityHeaders, staticHandlers } from './static';
import { openapiRoute } from './contract/openapiRoute';
import { hashedAssets } from './hashedAssets';
import { DEFAULT_FIXTURES, openStore, type Store } from './store';
import type { JournalOptions } from './journal/journal';

export interface PlatformOptions {
  /** folder of the data file (platform.json) and the token secret (secret.key) */
  dataDir: string;
  /** the built console (dist/); served with the history fallback */
  staticDir?: string;
  /** access token lifetime; default env TOKEN_TTL_SECONDS or 3600 */
  tokenTtlSeconds?: number;
  /** HS256 secret; default env TOKEN_SECRET, else generated once and kept in dataDir */
  secret?: string;
  /** demo helpers (/demo/outbox, /demo/reset), the published demo accounts keep their password; default true */
  demoMode?: boolean;
  /** the demo outbox and reset answer callers on other machines too; default env DEMO_PUBLIC_OUTBOX=1, else false */
  demoPublicOutbox?: boolean;
  /**
   * host names the demo helpers answer besides localhost and IP addresses (the Host a browser
   * sends when the demo is opened by name); default env DEMO_HOSTS, comma-separated
   */
  demoHosts?: readonly string[];
  /** fixtures seeding a new data file: a folder or one JSON file; default env SLINK_FIXTURES or fixtures/ */
  fixtures?: string;
  /** when the store's journal is folded into the data file (server/journal/journal.ts); default by size */
  journal?: JournalOptions;
  /** request log on stdout; default false */
  logger?: boolean;
  /**
   * the origin the platform is reached at, as mailed links name it (reset mails); default env
   * PUBLIC_ORIGIN, else the address it listens on. Never taken from a request's Host header,
   * which whoever sends the request chooses.
   */
  publicOrigin?: string;
  /** where the console sends platform calls (/config.js apiHost, CSP connect-src); default env API_HOST or '' */
  apiHost?: string;
  /**
   * origins of consoles served elsewhere that may sign in here and get the token back (besides
   * the platform's own and those an apiHost template derives, server/auth/consoleOrigins.ts);
   * default env CONSOLE_ORIGINS, comma-separated
   */
  consoleOrigins?: readonly string[];
  /**
   * the email editor's script (/config.js beePluginUrl, CSP script-src); default env
   * BEE_PLUGIN_URL, else the demo stand-in in demo mode, else the vendor's
   */
  beePluginUrl?: string;
  /** the email editor's frame origin (CSP frame-src); default env BEE_FRAME_ORIGIN, else derived (server/beeEditor.ts) */
  beeFrameOrigin?: string;
  /**
   * the screens whose calls the platform guards; default every screen of resources/ (a test
   * gives made-up ones to show what the platform makes of a new screen)
   */
  screens?: readonly ScreenConfig[];
  /** the record declarations the platform serves; default those of resources/ */
  records?: readonly RecordKeeping[];
}

export interface RunningPlatform {
  url: string;
  server: Server;
  close(): Promise<void>;
}

export interface Platform {
  app: Application;
  store: Store;
  context: Context;
  /**
   * every path prefix the platform answers besides the console's files: the services of the
   * declared calls, then the sign-in provider, demo helpers, /config.js and /openapi.json (the development
   * server proxies these, tools/dev.ts)
   */
  servedPrefixes: readonly string[];
  listen(port: number, host?: string): Promise<RunningPlatform>;
}

const readSecret = (dataDir: string): string => {
  const file = join(dataDir, 'secret.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('hex');
  writeFileAtomicSync(file, secret);
  return secret;
};

export const createPlatform = async (options: PlatformOptions): Promise<Platform> => {
  const declared = options.screens ?? screens;
  const staticDir = options.staticDir ? resolve(options.staticDir) : undefined;
  const rules = deriveRules(declared);
  // Before anything is opened: a service over a console path would ask its pages for a token.
  refuseFaultyDeclarations(declared, staticDir, rules);
  const configuredOrigin = configuredPublicOrigin(options.publicOrigin ?? process.env.PUBLIC_ORIGIN);
  let publicOrigin = configuredOrigin ?? '';
  const dataDir = resolve(options.dataDir);
  mkdirSync(dataDir, { recursive: true });
  const fixtures = options.fixtures ?? process.env.SLINK_FIXTURES ?? DEFAULT_FIXTURES;
  const store = await openStore(dataDir, fixtures, options.journal);
  const ttl = options.tokenTtlSeconds ?? (Number(process.env.TOKEN_TTL_SECONDS) || 3600);
  const secret = options.secret ?? process.env.TOKEN_SECRET ?? readSecret(dataDir);
  const demoMode = options.demoMode ?? true;
  const ctx = createContext(store, secret, ttl, demoMode);
  const apiHost = options.apiHost ?? process.env.API_HOST ?? '';
  const isConsoleOrigin = consoleOriginRule({
    apiHost,
    named: options.consoleOrigins ?? namedConsoleOrigins(process.env.CONSOLE_ORIGINS),
  });
  const editor = beeEditorSettings({
    pluginUrl: options.beePluginUrl ?? process.env.BEE_PLUGIN_URL,
    frameOrigin: options.beeFrameOrigin ?? process.env.BEE_FRAME_ORIGIN,
    demoMode,
  });

  const services = servicesOfRules(rules);
  const keepings = options.records ?? (await loadRecordKeeping());
  try {
    await keepRecordIds(ctx, keepings);
  } catch (failed) {
    await store.close();
    throw failed;
  }

  const app = jsonServer.create();
  app.disable('x-powered-by');
  // Paths match as written (server/router.ts says why); this is the app's own router.
  app.set('case sensitive routing', true);
  // json-server pretty-prints; large generated data sets answer compact JSON.
  app.set('json spaces', store.data.users.length > 5000 ? 0 : 2);
  app.use(platformMiddleware(securityHeaders(apiHost, editor)));
  // In front of everything else: every request that any spelling could make a platform call meets
  // the token and role check before any parsing or handler.
  app.use(platformMiddleware(createGuard({ rules, authenticate: ctx.authenticate })));
  app.use('/config.js', configRoute(apiHost, demoMode, editor.pluginUrl));
  // Made here from the screens and declarations this platform serves, never read from docs/.
  app.use('/openapi.json', openapiRoute(declared, keepings));
  // Before json-server's static files and compression, which would compress each script again.
  if (staticDir && existsSync(staticDir)) app.use(platformMiddleware(hashedAssets(staticDir)));
  app.use(
    platformMiddleware(
      jsonServer.defaults({
        logger: options.logger ?? false,
        noCors: true,
        // json-server would otherwise serve ./public or its own welcome page.
        static: staticDir && existsSync(staticDir) ? staticDir : join(dataDir, '.no-static'),
      }),
    ),
  );
  // Before the body is read: a post of another site's page to the sign-in provider is refused whole.
  app.use('/oauth2', refuseCrossSiteWrites(isConsoleOrigin));
  // Each call reads no more body than its largest honest one (server/bodyLimits.ts).
  const bodyLimits = bodyLimitOf(rules, callBodyLimits(declared, keepings));
  app.use(platformMiddleware([readBodies(bodyLimits), refuseInexactNumbers, compressLargeJson]));
  // Sign-in writes nothing, so it comes before the forgetting: the landing list prepared at start
  // is still good for the staff member who has just signed in.
  app.use(oauthRoutes(ctx, isConsoleOrigin));
  app.use(platformMiddleware(forgetAnswersOnWrite(ctx.answers)));
  app.use(resetRoutes(ctx, () => publicOrigin));
  if (demoMode)
    app.use(
      demoRoutes(ctx, fixtures, {
        publicOutbox: options.demoPublicOutbox ?? process.env.DEMO_PUBLIC_OUTBOX === '1',
        hosts: options.demoHosts ?? demoHostNames(process.env.DEMO_HOSTS),
      }),
    );
  if (demoMode) app.use(demoBeeRoutes());
  // Before json-server's router, which answers every unmatched path with 404 {}.
  for (const handler of platformMiddleware(staticHandlers(staticDir, services))) app.use(handler);
  app.use(dashboardRoutes(ctx));
  app.use(emailTemplateRoutes());
  app.use(toolRoutes(ctx));
  app.use(passwordRoutes(ctx, keepings));
  app.use(recordRoutes(ctx, keepings));
  app.use(platformMiddleware([notFoundJson, errorJson]));
  // Before anyone can call: a route no screen declares would run without the guard's rule.
  try {
    refuseUndeclaredRoutes(app, rules);
  } catch (refused) {
    await store.close();
    throw refused;
  }

  const listen = (port: number, host = '127.0.0.1') =>
    new Promise<RunningPlatform>((resolveListen, reject) => {
      const server = app.listen(port, host, () => {
        const address = server.address() as AddressInfo;
        const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
        publicOrigin = configuredOrigin ?? listenOrigin(address);
        // After the listen: the first calls are not held up, and a failure is simply not kept
        // (the first list call works the answer out itself).
        setImmediate(() => void prepareLists(ctx, keepings, app.get('json spaces') as number).catch(() => undefined));
        resolveListen({
          url: `http://${shownHost}:${address.port}`,
          server,
          close: () =>
            new Promise<void>((done) => {
              server.close(() => done());
              server.closeAllConnections();
            }).then(() => store.close()),
        });
      });
      server.on('error', reject);
    });

  return { app, store, context: ctx, servedPrefixes: servedPrefixes(services), listen };
};
