import { beforeEach, describe, expect, it, vi } from 'vitest';
import { keepSelection, selectionOf, setSelection, toggleSelected } from './selection';

describe('list selection', () => {
  beforeEach(() => sessionStorage.clear());

  it('toggles rows of one list without touching another', () => {
    setSelection('a', []);
    setSelection('b', [9]);
    toggleSelected('a', 1);
    toggleSelected('a', 2);
    toggleSelected('a', 1);
    expect([...selectionOf('a')]).toEqual([2]);
    expect([...selectionOf('b')]).toEqual([9]);
  });

  it('brings back the rows kept for after sign-in once, in a fresh page', async () => {
    keepSelection('kept', [3, 'x']);
    expect(JSON.parse(sessionStorage.getItem('slink.selection.kept')!)).toEqual([3, 'x']);
    // A new page (after /login) starts with no selection in memory.
    vi.resetModules();
    const fresh = await import('./selection');
    expect([...fresh.selectionOf('kept')]).toEqual([3, 'x']);
    expect(sessionStorage.getItem('slink.selection.kept')).toBeNull();
  });

  it('drops a kept value it cannot read', () => {
    sessionStorage.setItem('slink.selection.broken', '{nope');
    expect([...selectionOf('broken')]).toEqual([]);
    expect(sessionStorage.getItem('slink.selection.broken')).toBeNull();
  });
});
