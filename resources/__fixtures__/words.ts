import type { TextKey } from '../../language/textKey';

/**
 * A test screen's own words where a config names a text key: the test translator has no text
 * for them and shows each key as itself, so the words are what the test sees.
 */
export const words = (text: string) => text as TextKey;
