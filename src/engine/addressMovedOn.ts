// A screen still showing while a link's navigation is pending (ScreenLink draws the next screen in
// a transition) can still run effects; an effect that writes the list's address from there would
// take the person back to the list they just left (seen: Home clicked while the dashboards list
// was first drawn). The browser's address is the truth: react-router's browser history (7.x, as
// package.json pins it) keeps { usr, key, idx } in the state of each entry it makes, the first
// entry's key being 'default'. A memory router (unit tests) leaves the browser's history alone.

/** True when the browser's address is no longer the location (by its key) a tree drew. */
export const addressMovedOn = (drawnKey: string): boolean => {
  const state: unknown = window.history.state;
  if (typeof state !== 'object' || state === null || !('idx' in state)) return false;
  const current = 'key' in state && typeof state.key === 'string' ? state.key : 'default';
  return current !== drawnKey;
};
