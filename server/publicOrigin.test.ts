import { describe, expect, it } from 'vitest';
import { configuredPublicOrigin, listenOrigin } from './publicOrigin';

describe('configuredPublicOrigin', () => {
  it('keeps the scheme, host and port of an http or https address; none set is undefined', () => {
    expect(configuredPublicOrigin('https://console.example.com/some/path?x=1')).toBe('https://console.example.com');
    expect(configuredPublicOrigin(' http://127.0.0.1:8080 ')).toBe('http://127.0.0.1:8080');
    expect(configuredPublicOrigin(undefined)).toBeUndefined();
    expect(configuredPublicOrigin('')).toBeUndefined();
  });

  it('refuses at start what is no http or https origin', () => {
    for (const value of ['console.example.com', 'javascript:alert(1)', 'ftp://example.com', 'https://user:pw@example.com']) {
      expect(() => configuredPublicOrigin(value)).toThrow(/PUBLIC_ORIGIN must be an http or https origin/);
    }
  });
});

describe('listenOrigin', () => {
  it('names the listen address, and localhost for all interfaces', () => {
    expect(listenOrigin({ address: '127.0.0.1', family: 'IPv4', port: 8080 })).toBe('http://127.0.0.1:8080');
    expect(listenOrigin({ address: '::1', family: 'IPv6', port: 8080 })).toBe('http://[::1]:8080');
    expect(listenOrigin({ address: '0.0.0.0', family: 'IPv4', port: 8080 })).toBe('http://localhost:8080');
    expect(listenOrigin({ address: '::', family: 'IPv6', port: 80 })).toBe('http://localhost:80');
  });
});
