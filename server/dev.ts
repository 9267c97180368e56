// npm run dev: the demo platform on DEMO_PORT (default 8080), then Vite's dev server, whose
// config proxies the platform paths to it (vite.config.ts).
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { banner } from './demoAccounts';
import { createPlatform } from './platform';

const root = fileURLToPath(new URL('..', import.meta.url));
const demoPort = Number(process.env.DEMO_PORT || 8080);
process.env.DEMO_PORT = String(demoPort);

const platform = await createPlatform({ dataDir: process.env.SLINK_DATA_DIR || `${root}.data`, logger: process.env.SLINK_LOG === '1' });
const running = await platform.listen(demoPort);
console.log(banner(running.url));

const vite = await createServer({ root, configFile: `${root}vite.config.ts` });
await vite.listen();
vite.printUrls();
console.log(`\nOpen the console at the Vite URL above; platform calls are proxied to ${running.url}.`);

const stop = async () => {
  await vite.close();
  await running.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
