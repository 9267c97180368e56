// The build's scripts and styles (dist/assets/, every name carrying its content hash, Vite's
// default): compressed once and kept, and cached by browsers for good.
//
// json-server's static files and compression would compress each script again on every request
// (zlib level 6, streamed): 41-64 ms of the platform's CPU for the 16 largest scripts (1.1 MB),
// against 8-9 ms once kept, on the machine that also runs the browser. And their `max-age=0` makes every
// later page of a visit ask for each script again. A name changes whenever its content does,
// so a file of this folder never needs asking for twice.
import { readFileSync, statSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Handler } from 'express';

export const ASSETS_PATH = '/assets/';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

interface Kept {
  /** the file's size and modification time when it was read: a rebuild in place is read again */
  stamp: string;
  raw: Buffer;
  gzipped: Buffer;
}

/**
 * Serves `<staticDir>/assets/*` (GET and HEAD), gzip-compressed where the caller accepts it. The
 * folder is the build's alone: any other path under it is a 404 (never the app shell, nothing
 * outside it); other methods and paths go on.
 */
export const hashedAssets = (staticDir: string): Handler => {
  const root = resolve(staticDir, 'assets');
  const kept = new Map<string, Kept>();
  const read = (file: string): Kept | undefined => {
    let stamp: string;
    try {
      const stat = statSync(file);
      if (!stat.isFile()) return undefined;
      stamp = `${stat.size}:${stat.mtimeMs}`;
    } catch {
      return undefined;
    }
    const known = kept.get(file);
    if (known?.stamp === stamp) return known;
    const raw = readFileSync(file);
    const fresh = { stamp, raw, gzipped: gzipSync(raw, { level: 9 }) };
    kept.set(file, fresh);
    return fresh;
  };
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.path.startsWith(ASSETS_PATH)) return next();
    const notFound = () => res.status(404).type('text/plain').send('Not Found');
    let name: string;
    try {
      name = decodeURIComponent(req.path.slice(ASSETS_PATH.length));
    } catch {
      return notFound();
    }
    const file = join(root, name);
    // Only files inside the folder, never a path that climbs out of it.
    if (!name || !file.startsWith(root + sep)) return notFound();
    const asset = read(file);
    if (!asset) return notFound();
    const gzip = asset.gzipped.length < asset.raw.length && !!req.acceptsEncodings('gzip');
    const body = gzip ? asset.gzipped : asset.raw;
    res.type(extname(file));
    res.setHeader('Cache-Control', IMMUTABLE);
    res.setHeader('Vary', 'Accept-Encoding');
    if (gzip) res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Content-Length', String(body.length));
    if (req.method === 'HEAD') res.end();
    else res.end(body);
  };
};
