// How the platform check reaches a platform: Node's fetch with a time limit per call; with
// `insecure` (a self-signed certificate) or a proxy in the environment (HTTPS_PROXY, HTTP_PROXY,
// NO_PROXY), undici's own fetch with an agent that says so, as Node 20's fetch reads neither.
export type Fetcher = (url: string, init?: RequestInit) => Promise<Response>;

export interface ClientOptions {
  /** accept a certificate no known authority signed */
  insecure?: boolean;
  /** per call, in milliseconds */
  timeoutMs: number;
  /** the environment read for a proxy (process.env) */
  env?: Record<string, string | undefined>;
}

const first = (env: Record<string, string | undefined>, names: readonly string[]) =>
  names.map((name) => env[name]).find((value) => Boolean(value));

/** The proxy the environment names for https and http, and the hosts it leaves out. */
const proxiesOf = (env: Record<string, string | undefined>) => ({
  httpsProxy: first(env, ['HTTPS_PROXY', 'https_proxy', 'HTTP_PROXY', 'http_proxy']),
  httpProxy: first(env, ['HTTP_PROXY', 'http_proxy']),
  noProxy: first(env, ['NO_PROXY', 'no_proxy']),
});

/** The proxy the environment names, if any. */
export const proxyOf = (env: Record<string, string | undefined>): string | undefined => {
  const { httpsProxy, httpProxy } = proxiesOf(env);
  return httpsProxy ?? httpProxy;
};

export const platformClient = async ({ insecure = false, timeoutMs, env = process.env }: ClientOptions): Promise<Fetcher> => {
  const withLimit = (url: string, init: RequestInit | undefined) => ({ ...init, signal: AbortSignal.timeout(timeoutMs) });
  if (!insecure && !proxyOf(env)) return (url, init) => fetch(url, withLimit(url, init));
  // Loaded only when asked for: undici (the library Node's fetch is built on) is a tool's dependency, not the console's.
  const undici = await import('undici');
  const tls = insecure ? { rejectUnauthorized: false } : {};
  const dispatcher = proxyOf(env)
    ? new undici.EnvHttpProxyAgent({ ...proxiesOf(env), connect: tls, requestTls: tls })
    : new undici.Agent({ connect: tls });
  return (url, init) =>
    undici.fetch(url, { ...(withLimit(url, init) as object), dispatcher } as Parameters<
      typeof undici.fetch
    >[1]) as unknown as Promise<Response>;
};

/** The TLS codes of a certificate no known authority vouches for (Node's, from OpenSSL). */
const UNTRUSTED_CERTIFICATE = new Set([
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
]);

/** Why a call reached no answer, in words: an untrusted certificate says what --insecure would do. */
export const unreachedBecause = (failure: unknown): string => {
  const cause = (failure as { cause?: { code?: unknown; message?: unknown } }).cause;
  if (cause && UNTRUSTED_CERTIFICATE.has(String(cause.code)))
    return `its certificate is not signed by an authority this machine trusts (${String(cause.message)}); if you trust this platform, run again with --insecure`;
  return String(cause ?? failure);
};
