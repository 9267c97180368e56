// The built console on the platform's origin: security headers on every answer, /config.js
// (deploy-time settings without a rebuild), the files of the build, and the history fallback
// (any other GET outside the platform paths answers index.html).
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import express, { type Handler } from 'express';
import type { BeeEditorSettings } from './beeEditor';
import { cspFor } from './csp';
import { ASSETS_PATH } from './hashedAssets';
import { isPlatformPath, NON_SCREEN_PREFIXES, platformSpace } from './platformSpace';

/** The build's page, which the history fallback answers for the console's routes. */
const INDEX_FILE = 'index.html';

/**
 * The paths the built console is served from, which no service may take: the build's scripts and
 * styles, its page, and whatever else the build holds at its top (`staticDir`, when there is one).
 */
export const staticPaths = (staticDir?: string): string[] => [
  ...new Set([
    ASSETS_PATH.replace(/\/$/, ''),
    `/${INDEX_FILE}`,
    ...(staticDir && existsSync(staticDir) ? readdirSync(staticDir).map((name) => `/${name}`) : []),
  ]),
];

/** Security headers on every answer; `apiHost` and the editor are what /config.js gives the console. */
export const securityHeaders =
  (apiHost: string, editor?: BeeEditorSettings): Handler =>
  (req, res, next) => {
    res.setHeader('Content-Security-Policy', cspFor(apiHost, req, editor));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'no-referrer');
    res.setHeader('X-Frame-Options', 'SAMEORIGIN');
    next();
  };

export const configScript = (apiHost: string, demo: boolean, beePluginUrl?: string): string =>
  `window.SLINK_CONFIG = ${JSON.stringify({ apiHost, demo, ...(beePluginUrl ? { beePluginUrl } : {}) })};\n`;

export const configRoute =
  (apiHost: string, demo: boolean, beePluginUrl?: string): Handler =>
  (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    res.type('application/javascript').setHeader('Cache-Control', 'no-cache');
    res.send(configScript(apiHost, demo, beePluginUrl));
  };

/** Paths the SPA fallback leaves alone: the services' paths in any spelling, provider, demo helpers. */
const reservedBy = (services: readonly string[]): ((path: string) => boolean) => {
  const inSpace = platformSpace(services);
  return (path) => inSpace(path) || isPlatformPath(NON_SCREEN_PREFIXES, path);
};

/**
 * The built console's middleware; `services` are those of the declared calls (server/guard.ts,
 * servicesOfRules). Middleware, not a router: the platform's start mounts it on the app itself,
 * where a middleware with no path is the platform's own (server/routeCheck.ts refuses one in a router).
 */
export const staticHandlers = (staticDir: string | undefined, services: readonly string[]): Handler[] => {
  if (!staticDir || !existsSync(staticDir)) return [];
  const root = resolve(staticDir);
  const isReserved = reservedBy(services);
  const index = join(root, INDEX_FILE);
  const fallback: Handler = (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isReserved(req.path)) return next();
    // Missing assets are real 404s, not the app shell.
    if (/\.[a-z0-9]+$/i.test(req.path) && !req.path.endsWith('.html')) return next();
    if (!existsSync(index)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  };
  return [express.static(root, { index: INDEX_FILE, fallthrough: true }), fallback];
};
