// npm run dev: the demo platform on DEMO_PORT (default 8080), then Vite's dev server (vite.config.ts),
// which proxies to it every path the platform answers (its services, derived from the screens'
// calls, and its other paths): a screen under a new service works in development at once. A tool,
// not part of the platform: it starts the platform and Vite side by side.
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { banner } from '../server/demoAccounts';
import { devProxy } from '../server/devProxy';
import { createPlatform } from '../server/platform';
import { rewriteScreenFilesOnChange } from './screenFilesOnChange';

const root = fileURLToPath(new URL('..', import.meta.url));
const demoPort = Number(process.env.DEMO_PORT || 8080);

const platform = await createPlatform({ dataDir: process.env.SLINK_DATA_DIR || `${root}.data`, logger: process.env.SLINK_LOG === '1' });
const running = await platform.listen(demoPort);
console.log(banner(running.url));

const proxy = devProxy(platform.servedPrefixes, running.url);
const vite = await createServer({ root, configFile: `${root}vite.config.ts`, server: { proxy } });
// The screens' texts reach the console as data written by npm run validators: written again on a change.
rewriteScreenFilesOnChange(vite.watcher);
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
