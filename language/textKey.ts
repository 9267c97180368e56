/**
 * The console's text keys (i18n). Declared empty here, below the texts; src/i18n/textKeys.ts
 * fills it with every key of the English texts, so a key a config names without a text fails
 * the type check.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface TextKeys {}
export type TextKey = keyof TextKeys & string;
