// A search typed into a list's box is one Back step: the first keystroke of a typing makes a
// history entry and the later ones replace it, so the entry ends holding the settled text and one
// Back returns to the list as it was before the search. A typing ends at a pause of
// TYPING_PAUSE_MS, or once the router shows another entry than the one holding its last write
// (Back, a page, a sort, a chip): the next keystroke makes an entry of its own. The rows still follow every
// keystroke at once; only the history is spared one entry per letter.
import { createContext, useContext, useLayoutEffect, useRef } from 'react';
import { useEvent, useListContext } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';

export const TYPING_PAUSE_MS = 1_000;

/** A typing under way: when its last key was pressed, its last write, and the entry holding that write once drawn. */
export interface Typing {
  at: number;
  write: number;
  shown?: string;
}

/**
 * True when a keystroke at `now`, with the router showing entry `shownKey`, goes on with `typing`
 * (its entry is replaced): no pause since, and its last write not drawn yet or still the entry shown.
 */
export const continuesTyping = (typing: Typing | undefined, now: number, shownKey: string): boolean =>
  typing !== undefined && now - typing.at < TYPING_PAUSE_MS && (typing.shown === undefined || typing.shown === shownKey);

/** Each write of a typed search, numbered for the page's life: its entry is known by it once drawn. */
let writes = 0;

/**
 * Writes the list addresses a typing makes: `write(search)` pushes the first and replaces the
 * rest. Each is written a 0 ms timer later, as react-admin writes any change of the list (ra-core
 * 5.15 useListParams): a form opened in the same moment queues its own write after it (useFormMode).
 * An entry is known as a typing's own by the write's number in its state, not by its address: a
 * busy page may draw an earlier typing's last entry late, and an address may come back by Back.
 */
export const useTypingHistory = () => {
  const navigate = useNavigate();
  const location = useLocation();
  const typing = useRef<Typing | undefined>(undefined);
  const written = (location.state as { typedSearch?: unknown } | null)?.typedSearch;
  useLayoutEffect(() => {
    const now = typing.current;
    if (now && written === now.write) typing.current = { ...now, shown: location.key };
  }, [written, location.key]);
  return useEvent((search: string) => {
    const at = Date.now();
    const replace = continuesTyping(typing.current, at, location.key);
    const write = ++writes;
    typing.current = { at, write };
    setTimeout(() => navigate({ search }, { replace, state: { typedSearch: write } }), 0);
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
