// Reduced motion in Chromium: a person who asks their system for it gets a still console (no
// ripple, fade or focus pulse; src/shell/theme.ts) with the progress indicators still turning, and
// everyone else the usual motion. The other e2e files browse with reduced motion (e2e/harness.ts).
import { describe, expect, test } from 'vitest';
import { loaded } from './axe';
import { mainHeading, signInAt, useE2E } from './harness';

const e2e = useE2E({ file: 'reducedMotion' });

describe('reduced motion', () => {
  test('a person who asks for reduced motion gets a still console, progress indicators aside; others get the usual motion', async () => {
    const seen: Record<string, object> = {};
    for (const motion of ['reduce', 'no-preference'] as const) {
      const page = await e2e.newPage(undefined, { motion });
      await signInAt(page, 'admin@example.com', '/admin/apilinks');
      await mainHeading(page).waitFor();
      await loaded(page);
      // Focused from the keyboard, the button shows its focus ripple; Enter opens the dialog.
      await page.getByRole('button', { name: 'Add new API Link' }).focus();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Shift+Tab');
      const pulse = await page
        .locator('.MuiTouchRipple-childPulsate')
        .first()
        .evaluate((el) => getComputedStyle(el).animationIterationCount);
      await page.keyboard.press('Enter');
      await page.getByRole('dialog').waitFor();
      const fade = await page
        .locator('.MuiBackdrop-root')
        .first()
        .evaluate((el) => getComputedStyle(el).transitionDuration);
      // An endless animation on an element of each kind: a progress indicator keeps turning.
      const endless = await page.evaluate(() =>
        ['MuiCircularProgress-root', 'MuiLinearProgress-root', 'MuiBox-root'].map((name) => {
          const el = document.body.appendChild(document.createElement('span'));
          el.className = name;
          el.style.setProperty('animation', 'none 1s infinite');
          const count = getComputedStyle(el).animationIterationCount;
          el.remove();
          return count;
        }),
      );
      seen[motion] = { pulse, fade, endless };
    }
    expect(seen).toEqual({
      reduce: { pulse: '1', fade: '1e-05s', endless: ['infinite', 'infinite', '1'] },
      'no-preference': { pulse: 'infinite', fade: '0.225s', endless: ['infinite', 'infinite', 'infinite'] },
    });
  });
});
