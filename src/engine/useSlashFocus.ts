// `/` puts the cursor in the list's filter box, as on GitHub or MDN: the one key staff press to
// narrow a list without reaching for the mouse. Not while typing elsewhere, nor with a modifier,
// nor while a dialog is open (the list behind it is not what the person is working on).
import { useEffect, type RefObject } from 'react';

// The inputs a `/` could be typed into (or picks an option in). A checkbox, radio or button
// input takes no text: a row's checkbox focused still lets `/` reach the filter.
const TEXT_INPUTS = new Set(['text', 'search', 'email', 'number', 'password', 'url', 'tel']);

const typingIn = (target: EventTarget | null): boolean => {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  // `type` reads "text" for a missing or unknown type, as the browser treats it.
  return target instanceof HTMLInputElement && TEXT_INPUTS.has(target.type);
};

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
