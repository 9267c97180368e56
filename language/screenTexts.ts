// Texts by convention: a screen's texts sit under its name, each at the key its place gives it,
// as react-admin's own do (resources.<name>.fields.<field>), so a config names no key for them.
// The engine reads them here; src/i18n/screenTexts.test.ts checks every screen has those it needs.
import type { ScreenConfig } from './types';

/** The keys of a screen's conventional texts (`screen`: its name). */
export const screenTexts = (screen: string) => ({
  /** the list's heading */
  title: `${screen}.title`,
  /** the add button (shown when the screen has an `insert` form) */
  add: `${screen}.add`,
  /** the prefix of the list's load failure */
  loadError: `${screen}.errors.load`,
});

/** The keys of a form mode's conventional texts. */
export const formTexts = (screen: string, mode: string) => ({
  /** the dialog's title */
  title: `${screen}.forms.${mode}`,
  /** the notice once its call went through (none without a text) */
  success: `${screen}.messages.${mode}`,
  /** the prefix of its call's failure, the server's message after it (none without a text) */
  failure: `${screen}.errors.${mode}`,
  /** the question a confirmation form asks (kind 'confirm'); the record's fields interpolate */
  confirm: `${screen}.confirm.${mode}`,
});

/**
 * The conventional texts a screen cannot do without: a list's title and load failure, its add
 * button, each dialog's title and each confirmation's question (a success notice or a failure
 * prefix a screen may leave out).
 */
export const neededTexts = (screen: ScreenConfig): string[] => {
  if (screen.kind !== 'resource') return [];
  const own = screenTexts(screen.name);
  return [
    own.title,
    own.loadError,
    ...(screen.forms.insert ? [own.add] : []),
    ...Object.entries(screen.forms).flatMap(([mode, form]) => {
      const texts = formTexts(screen.name, mode);
      // an action makes its call at once: no dialog
      return form?.kind === 'action' ? [] : form?.kind === 'confirm' ? [texts.title, texts.confirm] : [texts.title];
    }),
  ];
};
