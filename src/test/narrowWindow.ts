import { vi } from 'vitest';

/** A window narrower than 600 px for jsdom: every max-width query matches (MUI's `down('sm')`). Undone by vi.unstubAllGlobals(). */
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
