// A failed load of an area's texts is reported, and the next call tries again.
import { describe, expect, it, vi } from 'vitest';

let failures = 1;
vi.mock('./i18nProvider', () => ({
  addTexts: vi.fn(async () => {
    if (failures-- > 0) throw new Error('Failed to fetch dynamically imported module');
  }),
}));

describe('area texts that fail to load', () => {
  it('reject, then load on the next call', async () => {
    const { areaTextsPending, loadAreaTexts } = await import('./areaTexts');
    await expect(loadAreaTexts('dashboard')).rejects.toThrow('Failed to fetch');
    const again = loadAreaTexts('dashboard');
    await expect(again).resolves.toBeUndefined();
    expect(areaTextsPending('dashboard')).toBeUndefined();
  });
});
