import { afterEach, describe, expect, it, vi } from 'vitest';
import { readColumnChoice } from './columnChoice';
import { readSetting, settingKey, subscribeSettings, takeDropped, writeSetting } from './storedSetting';

const key = settingKey('columns', '1001', 'users');

afterEach(() => {
  localStorage.clear();
  takeDropped();
});

describe('stored list settings', () => {
  it('are kept per signed-in login and screen', () => {
    expect(settingKey('columns', '1001', 'users')).toBe('slink.columns.1001.users');
    expect(
      new Set([
        key,
        settingKey('columns', '1002', 'users'),
        settingKey('columns', '1001', 'apiclients'),
        settingKey('views', '1001', 'users'),
      ]).size,
    ).toBe(4);
    writeSetting(key, { order: ['email'], hidden: [] });
    expect(readSetting('columns', key, readColumnChoice)).toEqual({ order: ['email'], hidden: [] });
    expect(readSetting('columns', settingKey('columns', '1002', 'users'), readColumnChoice)).toBeUndefined();
  });

  it('give the same object while the stored text stays the same, and tell readers of a change', () => {
    const heard = vi.fn();
    const stop = subscribeSettings(heard);
    writeSetting(key, { order: ['email'], hidden: [] });
    const first = readSetting('columns', key, readColumnChoice);
    expect(readSetting('columns', key, readColumnChoice)).toBe(first);
    writeSetting(key, undefined);
    expect(readSetting('columns', key, readColumnChoice)).toBeUndefined();
    expect(localStorage.getItem(key)).toBeNull();
    stop();
    writeSetting(key, { order: [], hidden: [] });
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['not JSON', '{"order": ['],
    ['another shape', '{"order": "email", "hidden": []}'],
    ['a bare value', '42'],
  ])('drop a value they cannot read (%s) and note it once', (_, text) => {
    localStorage.setItem(key, text);
    expect(readSetting('columns', key, readColumnChoice)).toBeUndefined();
    expect(localStorage.getItem(key)).toBeNull();
    expect(takeDropped()).toEqual(['columns']);
    expect(readSetting('columns', key, readColumnChoice)).toBeUndefined();
    expect(takeDropped()).toEqual([]);
  });
});
