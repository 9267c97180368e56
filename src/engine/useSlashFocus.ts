// `/` puts the cursor in the list's filter box, as on GitHub or MDN: the one key staff press to
// narrow a list without reaching for the mouse. Not while typing elsewhere, nor with a modifier,
// nor while a dialog is open (the list behind it is not what the person is working on).
import { useEffect, type RefObject } from 'react';

const typingIn = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

export const useSlashFocus = (box: RefObject<HTMLInputElement | null>): void => {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      if (typingIn(event.target) || document.querySelector('[role="dialog"]')) return;
      event.preventDefault();
      box.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [box]);
};
