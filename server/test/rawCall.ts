// A call sent with its path exactly as written. fetch() resolves `..` segments and may re-encode
// the path before sending it; an attacker's client does neither, so the security tests use
// node:http, which sends the request target byte for byte.
import { request, type IncomingHttpHeaders } from 'node:http';

export interface RawAnswer {
  status: number;
  text: string;
  /** the body as sent (a compressed answer stays compressed) */
  bytes: Buffer;
  headers: IncomingHttpHeaders;
}

export interface RawCallOptions {
  token?: string | null;
  /** a body sent as it is (a string), or as JSON */
  body?: unknown;
  contentType?: string;
  /** the local address to call from (another client address on loopback, e.g. 127.0.0.2) */
  localAddress?: string;
  /** more request headers (e.g. Accept-Encoding) */
  headers?: Record<string, string>;
}

export const rawCall = (base: string, method: string, path: string, options: RawCallOptions = {}): Promise<RawAnswer> =>
  new Promise((resolve, reject) => {
    const { hostname, port } = new URL(base);
    const body = options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    if (body !== undefined) {
      headers['Content-Type'] = options.contentType ?? 'application/json';
      headers['Content-Length'] = String(Buffer.byteLength(body));
    }
    const req = request({ host: hostname, port, method, path, headers, localAddress: options.localAddress }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const bytes = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, text: bytes.toString('utf8'), bytes, headers: res.headers });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
