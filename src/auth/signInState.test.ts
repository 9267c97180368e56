import { describe, expect, it } from 'vitest';
import { bindSignInState, returnPathOf, SIGN_IN_STATE_KEY, takeSignInState } from './signInState';

describe('sign-in state', () => {
  it('binds the page to return to to a random key of this tab, made once', () => {
    const state = bindSignInState('/admin/apis?x=1');
    const key = sessionStorage.getItem(SIGN_IN_STATE_KEY)!;
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(state).toBe(`${key}./admin/apis?x=1`);
    // A failed attempt echoes the bound state: the same key, the same page.
    expect(bindSignInState(state)).toBe(state);
    expect(bindSignInState(null)).toBe(`${key}.`);
  });

  it('makes a new key for each tab (storage)', () => {
    const other = new Map<string, string>();
    const storage = {
      getItem: (k: string) => other.get(k) ?? null,
      setItem: (k: string, v: string) => void other.set(k, v),
      removeItem: (k: string) => void other.delete(k),
    } as Storage;
    expect(bindSignInState('/home', storage).split('.')[0]).not.toBe(bindSignInState('/home').split('.')[0]);
  });

  it('accepts a state carrying the key once, and gives back the page to return to', () => {
    const state = bindSignInState('/dashboard');
    expect(takeSignInState(state)).toBe('/dashboard');
    expect(sessionStorage.getItem(SIGN_IN_STATE_KEY)).toBeNull();
    expect(takeSignInState(state)).toBeNull();
  });

  it.each([
    ['a plain page', '/dashboard'],
    ['another key', `${'0'.repeat(32)}./dashboard`],
    ['no state', undefined],
    ['an empty state', ''],
    ['the key without its separator', 'KEY'],
    ['the key inside another state', 'x.KEY./dashboard'],
  ])('refuses %s, and spends the key', (_label, state) => {
    const key = bindSignInState('/home').split('.')[0];
    expect(takeSignInState(state?.replace('KEY', key))).toBeNull();
    expect(sessionStorage.getItem(SIGN_IN_STATE_KEY)).toBeNull();
  });

  it('refuses any state when this tab started no sign-in', () => {
    expect(takeSignInState('.')).toBeNull();
    expect(takeSignInState('/dashboard')).toBeNull();
  });

  it('reads the page to return to from a plain or a bound state', () => {
    expect(returnPathOf('/admin?x=1')).toBe('/admin?x=1');
    expect(returnPathOf(`${'a1'.repeat(16)}./admin?x=1.2`)).toBe('/admin?x=1.2');
    expect(returnPathOf(null)).toBe('');
  });
});
