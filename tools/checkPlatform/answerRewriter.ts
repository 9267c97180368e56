// For the platform check's tests: a tiny proxy in front of a platform that changes one call's
// answer as a real platform might differ (a field renamed, a number sent as text, an unknown code),
// or never answers it, passing everything else through as it is; over HTTPS with a certificate
// of the test's (`tls`), as a platform with a self-signed certificate.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';

/** The `change` of a call the proxy never answers (it holds the request open). */
export const NEVER = Symbol('never answers');

export interface RewriterOptions {
  /** serve HTTPS with this certificate and key (PEM) */
  tls?: { cert: string; key: string };
}

export interface Rewriter {
  url: string;
  close(): Promise<void>;
}

/** A proxy to `target` whose answer to GET `path` is `change` of the platform's (its JSON), or none. */
export const answerRewriter = async (
  target: string,
  path: string,
  change: ((answer: never) => unknown) | typeof NEVER,
  { tls }: RewriterOptions = {},
): Promise<Rewriter> => {
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter(([name, value]) => typeof value === 'string' && name !== 'host' && name !== 'accept-encoding'),
      ) as Record<string, string>;
      const body = chunks.length ? Buffer.concat(chunks) : undefined;
      if (req.method === 'GET' && req.url === path && change === NEVER) return;
      void fetch(`${target}${req.url}`, { method: req.method, headers, body, redirect: 'manual' })
        .then(async (answer) => {
          let text = await answer.text();
          if (req.method === 'GET' && req.url === path && change !== NEVER) text = JSON.stringify(change(JSON.parse(text) as never));
          const location = answer.headers.get('location');
          res.writeHead(answer.status, {
            'content-type': answer.headers.get('content-type') ?? 'text/plain',
            ...(location ? { location } : {}),
          });
          res.end(text);
        })
        .catch(() => res.writeHead(502).end());
    });
  };
  const server: Server = tls ? createHttpsServer(tls, handle) : createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `${tls ? 'https' : 'http'}://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
};
