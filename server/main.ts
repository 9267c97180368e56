// npm run demo / npm start: the demo platform and the built console on one port.
//   PORT (default 8080), HOST (default 127.0.0.1), TOKEN_TTL_SECONDS (3600), TOKEN_SECRET,
//   SLINK_FIXTURES (seed a new data file from a folder or one JSON file), SLINK_DATA_DIR (.data),
//   API_HOST (written into /config.js), SLINK_LOG=1 (request log), BEE_PLUGIN_URL and
//   BEE_FRAME_ORIGIN (the email editor's script and frame; server/beeEditor.ts), DEMO_PUBLIC_OUTBOX=1
//   (the outbox and the data reset answer other machines too), DEMO_HOSTS (names the demo is opened
//   by), CONSOLE_ORIGINS (consoles served elsewhere that sign in here), PUBLIC_ORIGIN (the origin
//   mailed links name, e.g. https://console.example.com; default the listen address).
import { fileURLToPath } from 'node:url';
import { banner } from './demoAccounts';
import { JournalDamaged } from './journal/damage';
import { createPlatform } from './platform';

const root = fileURLToPath(new URL('..', import.meta.url));

const platform = await createPlatform({
  dataDir: process.env.SLINK_DATA_DIR || `${root}.data`,
  staticDir: `${root}dist`,
  logger: process.env.SLINK_LOG === '1',
}).catch((error: unknown) => {
  // A damaged journal is the operator's to mend: its message says how; a stack would bury it.
  if (!(error instanceof JournalDamaged)) throw error;
  console.error(error.message);
  process.exit(1);
});
const running = await platform.listen(Number(process.env.PORT || 8080), process.env.HOST || '127.0.0.1');
console.log(banner(running.url));

const stop = () => {
  void running.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
