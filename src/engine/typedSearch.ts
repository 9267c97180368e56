// A search typed into a list's box is one Back step: the first keystroke of a typing makes a
// history entry and the later ones replace it, so the entry ends holding the settled text and one
// Back returns to the list as it was before the search. A typing ends at a pause of
// TYPING_PAUSE_MS, or once the router draws an address the typing did not write (Back, a page, a
// sort, a chip): the next keystroke makes an entry of its own. The rows still follow every
// keystroke at once; only the history is spared one entry per letter.
import { createContext, useContext, useLayoutEffect, useRef } from 'react';
import { useEvent, useListContext } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';

export const TYPING_PAUSE_MS = 1_000;

/** A typing under way: when its last key was pressed, the addresses it wrote, how many not drawn yet. */
export interface Typing {
  at: number;
  searches: ReadonlySet<string>;
  pending: number;
  /** the key of the entry holding it, once drawn */
  shown?: string;
}

/** True when a keystroke at `now`, with the router showing entry `shownKey`, goes on with `typing` (its entry is replaced). */
export const continuesTyping = (typing: Typing | undefined, now: number, shownKey: string): typing is Typing =>
  typing !== undefined && now - typing.at < TYPING_PAUSE_MS && (typing.pending > 0 || typing.shown === shownKey);

/**
 * Writes the list addresses a typing makes: `write(search)` pushes the first and replaces the
 * rest. Each is written a 0 ms timer later, as react-admin writes any change of the list (ra-core
 * 5.15 useListParams): a form opened in the same moment queues its own write after it (useFormMode).
 */
export const useTypingHistory = () => {
  const navigate = useNavigate();
  const location = useLocation();
  const typing = useRef<Typing | undefined>(undefined);
  useLayoutEffect(() => {
    const now = typing.current;
    if (!now) return;
    // Drawn: a quicker later write may have been drawn in the same drawing as an earlier one.
    if (now.pending > 0 && now.searches.has(location.search)) typing.current = { ...now, pending: 0, shown: location.key };
    else if (location.key !== now.shown) typing.current = undefined;
  }, [location.key, location.search]);
  return useEvent((search: string) => {
    const at = Date.now();
    const before = typing.current;
    const replace = continuesTyping(before, at, location.key);
    typing.current = replace
      ? { ...before, at, searches: new Set(before.searches).add(search), pending: before.pending + 1 }
      : { at, searches: new Set([search]), pending: 1 };
    setTimeout(() => navigate({ search }, { replace }), 0);
  });
};

type SetSearch = (filter: Record<string, unknown>) => void;

/** The list's way to take a typed search (ListAhead gives one); none outside such a list. */
export const TypedSearchContext = createContext<SetSearch | null>(null);

/** Sets the list's filter from its search box: one history step per typing where the list takes typed searches, else as react-admin sets any filter. */
export const useTypedSearch = (): SetSearch => {
  const write = useContext(TypedSearchContext);
  const { setFilters } = useListContext();
  return write ?? ((filter) => setFilters(filter, undefined, false));
};
