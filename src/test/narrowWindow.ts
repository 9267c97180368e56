import { vi } from 'vitest';

/** A narrow window for jsdom: every max-width query matches (MUI's `down('md')`). Undone by vi.unstubAllGlobals(). */
export const narrowWindow = () =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
