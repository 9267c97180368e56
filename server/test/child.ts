// A platform in its own process for the crash test: prints {"url": ...} once listening.
import { createPlatform } from '../platform';

const platform = await createPlatform({
  dataDir: process.env.SLINK_DATA_DIR!,
  secret: 'test-secret',
  fixtures: process.env.SLINK_FIXTURES,
});
const running = await platform.listen(0);
process.stdout.write(`${JSON.stringify({ url: running.url })}\n`);
