// Large JSON answers are gzip-compressed at level 1 when the client accepts gzip. json-server's
// own compression middleware (zlib's default level 6, streamed) took about 250 ms for the 15 MB
// answer of the 100k-user list; level 1 in one go, off the event loop, takes about 100 ms for a
// body of 2 MB (bench/). Smaller answers are left to that middleware. A route that asked for its
// answer to be kept (server/answerCache.ts) gets the compressed bytes.
import type { Handler } from 'express';
import type { KeepAnswer } from './answerCache';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);
/** Smaller answers are not worth the work. */
export const COMPRESS_FROM_BYTES = 256 * 1024;

export const compressLargeJson: Handler = (req, res, next) => {
  if (!req.acceptsEncodings('gzip')) return next();
  res.json = (body: unknown) => {
    const text = JSON.stringify(body, null, req.app.get('json spaces') as number | undefined) ?? '';
    res.type('application/json');
    res.vary('Accept-Encoding');
    if (text.length < COMPRESS_FROM_BYTES) return res.send(text);
    gzipAsync(Buffer.from(text), { level: 1 }).then(
      (zipped) => {
        if (res.statusCode === 200) (res.locals.keepAnswer as KeepAnswer | undefined)?.(zipped);
        res.setHeader('Content-Encoding', 'gzip');
        res.send(zipped);
      },
      (error: unknown) => next(error),
    );
    return res;
  };
  next();
};
