import { describe, expect, it } from 'vitest';
import { dialogSize } from './dialogSize';

describe('dialogSize', () => {
  it('keeps generated forms at md', () => expect(dialogSize({})).toEqual({ maxWidth: 'md', fullScreen: false }));

  it('fills the screen for full-screen editors', () =>
    expect(dialogSize({ size: 'fullScreen' })).toEqual({ maxWidth: false, fullScreen: true }));

  it('gives a share of the width', () =>
    expect(dialogSize({ size: '90%' })).toEqual({
      maxWidth: false,
      fullScreen: false,
      slotProps: { paper: { sx: { width: '90%', maxWidth: '90%' } } },
    }));
});

describe('dialogSize on a phone', () => {
  it('fills the screen with every form', () => {
    expect(dialogSize({}, true)).toEqual({ maxWidth: false, fullScreen: true });
    expect(dialogSize({ size: '90%' }, true)).toEqual({ maxWidth: false, fullScreen: true });
  });
});
