// The origin that links the platform mails name (a password reset link): configured, or the
// address the platform listens on; never a request's Host header, which the sender chooses (a
// forged one would mail a link to the sender's own site, carrying the victim's reset token).
import type { AddressInfo } from 'node:net';

/** The configured origin (scheme, host and port only), or undefined when none is set; a value that is none is an error at start. */
export const configuredPublicOrigin = (value: string | undefined): string | undefined => {
  if (value === undefined || value.trim() === '') return undefined;
  let url: URL | undefined;
  try {
    url = new URL(value.trim());
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) {
    throw new Error(`PUBLIC_ORIGIN must be an http or https origin such as https://console.example.com, not ${JSON.stringify(value)}`);
  }
  return url.origin;
};

/** The origin of the address the platform listens on; an unspecified one (all interfaces) as localhost. */
export const listenOrigin = ({ address, family, port }: AddressInfo): string => {
  if (address === '0.0.0.0' || address === '::') return `http://localhost:${port}`;
  return `http://${family === 'IPv6' ? `[${address}]` : address}:${port}`;
};
