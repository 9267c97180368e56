import { formTexts } from '../../language/screenTexts';
import type { Translate } from './translate';

// A text a screen may have or not (a form's success notice, its failure prefix): it is there by the
// texts, its key by convention (language/screenTexts.ts).

/** The key when it has a text, else undefined. */
export const keyIfText = (translate: Translate, key: string): string | undefined => (translate(key, { _: '' }) === '' ? undefined : key);

/** A form mode's texts: title and question by their keys, the others where they have a text. */
export const formTextKeys = (translate: Translate, screen: string, mode: string) => {
  const keys = formTexts(screen, mode);
  return {
    ...keys,
    success: keyIfText(translate, keys.success),
    failure: keyIfText(translate, keys.failure),
    submit: keyIfText(translate, keys.submit),
    leave: keyIfText(translate, keys.leave),
    read: keyIfText(translate, keys.read),
  };
};
