// Whether a connection comes from this machine: the whole IPv4 loopback range, IPv6's ::1, and
// IPv4 loopback mapped into IPv6 (how a dual-stack listener reports it).
export const isLoopbackAddress = (address: string | undefined): boolean => {
  const plain = (address ?? '').replace(/^::ffff:/i, '');
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(plain) || plain === '::1';
};
