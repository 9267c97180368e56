import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useEvent, type Identifier } from 'react-admin';
import { routeOf, type ResourceConfig } from '../../language/types';

/** Form modes are URLs under the screen's own route, so reload and Back behave. */
export const formModePath = (config: ResourceConfig, mode: string, id?: Identifier): string =>
  mode === 'create' ? `${routeOf(config)}/create` : `${routeOf(config)}/${encodeURIComponent(String(id))}/${mode}`;

/** Marks a form opened from the list, so closing it can step back to that list entry. */
interface FormModeState {
  openedFromList?: boolean;
}

export const useFormMode = (config: ResourceConfig) => {
  const navigate = useNavigate();
  const location = useLocation();
  // The list's state (filter, sort, page) is the query: the form's address keeps it.
  // react-admin writes a change of the list into the address in a 0 ms timer, relative to the
  // list's own path (ra-core 5.15 useListParams): a form opened before that write (a click in the
  // same moment as a keystroke in the filter) was closed by it. Opening in a timer of our own,
  // queued after theirs, lets their write land first (e2e/listState.test.ts); closing the form
  // steps back to that write.
  // One `open` for the screen's life (react-admin's useEvent reads the latest address): a new one
  // at every keystroke of the filter would draw every memoised row again (bench/).
  const open = useEvent(
    (mode: string, id?: Identifier) =>
      new Promise<void>((opened) =>
        setTimeout(() => {
          navigate(
            { pathname: formModePath(config, mode, id), search: location.search },
            { state: { openedFromList: true } satisfies FormModeState },
          );
          opened();
        }, 0),
      ),
  );
  // Closing returns to the list (mode "none"). A form opened from the list steps back, so Back
  // afterwards leaves the screen instead of reopening the form; a deep link or a reload of a
  // form replaces its entry with the list for the same reason.
  const route = routeOf(config);
  const close = useCallback(() => {
    if (location.pathname === route) return;
    if ((location.state as FormModeState | null)?.openedFromList) navigate(-1);
    else navigate({ pathname: route, search: location.search }, { replace: true });
  }, [navigate, location.pathname, location.search, location.state, route]);
  return { open, close };
};
