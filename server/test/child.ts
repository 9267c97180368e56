// A platform in its own process for the crash test (server/journal/crash.test.ts): prints {"url": ...} once listening.
// SLINK_FOLD_CHANGES folds the journal that often, so that kills land in folds too.
import { createPlatform } from '../platform';

const foldChanges = Number(process.env.SLINK_FOLD_CHANGES) || undefined;
const platform = await createPlatform({
  dataDir: process.env.SLINK_DATA_DIR!,
  secret: 'test-secret',
  fixtures: process.env.SLINK_FIXTURES,
  journal: { foldChanges },
});
const running = await platform.listen(0);
process.stdout.write(`${JSON.stringify({ url: running.url })}\n`);
