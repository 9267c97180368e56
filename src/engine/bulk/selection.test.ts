import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '../../auth/loginHash';
import { testToken } from '../../auth/testToken';
import { filterKey, followFilter, keepSelection, selectionOf, setSelection, toggleSelected } from './selection';

const signInAs = (login: number) => sessionStorage.setItem(TOKEN_KEY, testToken({ sub: login, email: `u${login}@example.com` }));

/** The selection module as a new page (after /login) loads it: nothing selected in memory. */
const freshPage = async () => {
  vi.resetModules();
  return import('./selection');
};

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

  it('brings back the rows kept for after sign-in once, to the same login', async () => {
    signInAs(7);
    keepSelection('kept', [3, 'x'], 7);
    signInAs(7);
    const fresh = await freshPage();
    expect([...fresh.selectionOf('kept')]).toEqual([3, 'x']);
    const again = await freshPage();
    expect([...again.selectionOf('kept')]).toEqual([]);
  });

  it('drops the rows another login kept on this tab', async () => {
    signInAs(7);
    keepSelection('kept', [3], 7);
    signInAs(8);
    expect([...(await freshPage()).selectionOf('kept')]).toEqual([]);
  });

  it('drops a kept value it cannot read', () => {
    sessionStorage.setItem('slink.selection.broken', '{nope');
    expect([...selectionOf('broken')]).toEqual([]);
    expect(sessionStorage.getItem('slink.selection.broken')).toBeNull();
  });

  it('belongs to the filter it was made under: the same filter keeps it, another drops it', () => {
    const shown = filterKey({ q: 'reid', status: 'true' });
    setSelection('f', [1, 2]);
    followFilter('f', shown);
    // The same filter, its keys in another order and an empty one added: the same rows match.
    followFilter('f', filterKey({ status: 'true', q: 'reid', colour: '' }));
    expect([...selectionOf('f')]).toEqual([1, 2]);
    followFilter('f', filterKey({ q: 'rei', status: 'true' }));
    expect([...selectionOf('f')]).toEqual([]);
    // A selection made under the new filter is tied to it.
    toggleSelected('f', 3);
    followFilter('f', filterKey({ q: 'rei', status: 'true' }));
    followFilter('f', filterKey({ q: 'rei', status: 'true' }));
    expect([...selectionOf('f')]).toEqual([3]);
    followFilter('f', filterKey({}));
    expect([...selectionOf('f')]).toEqual([]);
  });
});
