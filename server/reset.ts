// npm run demo:reset: replaces the data file with the fixtures (SLINK_FIXTURES or fixtures/).
// A running demo keeps its data in memory: stop it first, or use POST /demo/reset instead.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeFileAtomic } from './atomicWrite';
import { removeSegments } from './journal/segments';
import { DATA_FILE, DEFAULT_FIXTURES, loadFixtures } from './store';
import { mkdirSync } from 'node:fs';

const root = fileURLToPath(new URL('..', import.meta.url));
const dataDir = process.env.SLINK_DATA_DIR || `${root}.data`;
const source = process.env.SLINK_FIXTURES || DEFAULT_FIXTURES;
mkdirSync(dataDir, { recursive: true });
const data = loadFixtures(source);
await writeFileAtomic(join(dataDir, DATA_FILE), JSON.stringify(data, null, data.users.length > 5000 ? undefined : 2));
// The fixtures name no journal segment, so the old journal no longer applies: it goes.
await removeSegments(dataDir);
console.log(
  `Demo data reset from ${source} (${data.users.length} users, ${data.accounts.length} accounts) into ${join(dataDir, DATA_FILE)}`,
);
