// A failed load of a screen's texts is reported, and the next call tries again.
import { describe, expect, it, vi } from 'vitest';

let failures = 1;
vi.mock('./i18nProvider', () => ({
  addTexts: vi.fn(async () => {
    if (failures-- > 0) throw new Error('Failed to fetch dynamically imported module');
  }),
}));

describe('screen texts that fail to load', () => {
  it('reject, then load on the next call', async () => {
    const { textPackPending, loadTextPack } = await import('./textPacks');
    await expect(loadTextPack('dashboards')).rejects.toThrow('Failed to fetch');
    const again = loadTextPack('dashboards');
    await expect(again).resolves.toBeUndefined();
    expect(textPackPending('dashboards')).toBeUndefined();
  });
});
