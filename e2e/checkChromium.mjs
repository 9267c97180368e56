// Run first by `npm test`: the end-to-end tests drive a real Chromium through playwright-core
// and never download a browser. Fail early, with the fix, when none is installed.
import { accessSync, constants } from 'node:fs';

const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);

const executable = (path) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

const found = candidates.find(executable);

if (process.env.CHROME_PATH && found !== process.env.CHROME_PATH) {
  console.error(`CHROME_PATH is set to ${process.env.CHROME_PATH}, but no executable file is there.`);
  process.exit(1);
}

if (!found) {
  console.error(
    [
      'The end-to-end tests need Chromium, and none was found',
      '(looked for CHROME_PATH, /usr/bin/chromium and /usr/bin/chromium-browser).',
      '',
      'Install it with:',
      '  sudo apt-get update && sudo apt-get install -y chromium',
      'or point CHROME_PATH at an existing Chromium or Chrome executable:',
      '  CHROME_PATH=/path/to/chrome npm test',
      '',
      'Do not run `npx playwright install`: the tests use playwright-core with the system browser.',
    ].join('\n'),
  );
  process.exit(1);
}

console.log(`Chromium for the end-to-end tests: ${found}`);
