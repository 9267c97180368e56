/** An unsigned token with the given claims (UTF-8, base64url), for tests of the console's decoding. */
export const testToken = (claims: Record<string, unknown>): string => {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.signature`;
};
