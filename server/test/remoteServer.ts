// The platform's app served so that every connection reports another machine's address: how a
// test on loopback shows what a caller from elsewhere gets (the app reads the socket's address).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Application } from 'express';

export interface RemoteServer {
  url: string;
  close(): Promise<void>;
}

export const serveAsFrom = (app: Application, remoteAddress: string): Promise<RemoteServer> =>
  new Promise((resolve) => {
    const server: Server = createServer(app);
    server.on('connection', (socket) => Object.defineProperty(socket, 'remoteAddress', { value: remoteAddress }));
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
