// The browser the e2e tests and benchmarks drive (e2e/chromium.ts) runs the page under test and
// nothing else: a new context starts no renderer of Chromium's own user interface.
import { afterAll, describe, expect, test } from 'vitest';
import { launchBrowser } from './chromium';

const browser = await launchBrowser();
afterAll(() => browser.close());

describe("the tests' Chromium", () => {
  test("a new context and page start no renderer of Chromium's own interface (the omnibox popup)", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('data:text/html,<title>t</title>');
    const session = await browser.newBrowserCDPSession();
    const { targetInfos } = await session.send('Target.getTargets');
    expect(targetInfos.map((t) => `${t.type} ${t.url}`)).toEqual(['page data:text/html,<title>t</title>']);
    await context.close();
  });
});
