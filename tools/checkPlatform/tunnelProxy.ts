// For the platform check's tests: an HTTP proxy that tunnels (CONNECT) as a company proxy does,
// counting the tunnels, so a test can see the calls went through it.
import { createServer, type Server } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface TunnelProxy {
  url: string;
  tunnels(): number;
  close(): Promise<void>;
}

export const tunnelProxy = async (): Promise<TunnelProxy> => {
  let count = 0;
  const server: Server = createServer((_req, res) => res.writeHead(405).end());
  server.on('connect', (req, client, head) => {
    const [host, port] = (req.url ?? '').split(':');
    const upstream = connect(Number(port), host, () => {
      count += 1;
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    tunnels: () => count,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
};
