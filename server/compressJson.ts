// Large JSON answers are gzip-compressed at level 1 when the client accepts gzip. json-server's
// own compression middleware (zlib's default level 6, streamed) took about 250 ms for the 15 MB
// answer of the 100k-user list; level 1 in one go, off the event loop, takes about 100 ms for a
// body of 2 MB (bench/). Smaller answers are left to that middleware. Whole lists kept between
// calls are compressed the same way by server/answerCache.ts.
import type { Handler } from 'express';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);
/** Smaller answers are not worth the work. */
export const COMPRESS_FROM_BYTES = 256 * 1024;

/** Level 1, in one go, off the event loop (see above). */
export const compressText = (text: string): Promise<Buffer> => gzipAsync(Buffer.from(text), { level: 1 });

export const compressLargeJson: Handler = (req, res, next) => {
  if (!req.acceptsEncodings('gzip')) return next();
  res.json = (body: unknown) => {
    const text = JSON.stringify(body, null, req.app.get('json spaces') as number | undefined) ?? '';
    res.type('application/json');
    res.vary('Accept-Encoding');
    if (text.length < COMPRESS_FROM_BYTES) return res.send(text);
    compressText(text).then(
      (zipped) => {
        res.setHeader('Content-Encoding', 'gzip');
        res.send(zipped);
      },
      (error: unknown) => next(error),
    );
    return res;
  };
  next();
};
