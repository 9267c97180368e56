// `/` puts the cursor in the list's filter box, as on GitHub or MDN: the one key staff press to
// narrow a list without reaching for the mouse. Not while typing elsewhere, nor with a modifier,
// nor while a dialog is open (the list behind it is not what the person is working on).
import { useEffect, type RefObject } from 'react';

// The inputs that take no typing: a row's checkbox focused still lets `/` reach the filter. Every
// other input (text, numbers, dates and times) may be typed into.
const NOT_TYPED = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'image', 'file', 'range', 'color', 'hidden']);

const typingIn = (target: EventTarget | null): boolean => {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  // `type` reads "text" for a missing or unknown type, as the browser treats it.
  return target instanceof HTMLInputElement && !NOT_TYPED.has(target.type);
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
