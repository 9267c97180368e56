// The keyboard on a selectable list's rows: Space toggles the focused row's checkbox, the arrow
// keys move between rows. A row takes focus by a click or an arrow, not by Tab (its checkbox
// and buttons are already on the Tab path).
import { useCallback, type KeyboardEvent } from 'react';

export const useRowKeys = (toggle: ((id: string) => void) | undefined) =>
  useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const row = event.target as HTMLElement;
      if (!toggle || row.tagName !== 'TR' || !row.dataset.id) return;
      if (event.key === ' ') {
        event.preventDefault();
        toggle(row.dataset.id);
      } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const next = event.key === 'ArrowDown' ? row.nextElementSibling : row.previousElementSibling;
        (next as HTMLElement | null)?.focus();
      }
    },
    [toggle],
  );
