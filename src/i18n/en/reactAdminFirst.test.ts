import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { textsOfPacks } from '../textPacks';
import { reactAdminFirst } from './reactAdminFirst';

/** Every leaf of a texts object as [dotted key, text]. */
const leaves = (texts: object, prefix = ''): [string, unknown][] =>
  Object.entries(texts).flatMap(([key, value]) =>
    value !== null && typeof value === 'object' ? leaves(value as object, `${prefix}${key}.`) : [[`${prefix}${key}`, value]],
  );

describe("react-admin's texts on the first screen", () => {
  it("are the library's own, word for word", () => {
    const library = Object.fromEntries(leaves(englishMessages));
    for (const [key, text] of leaves(reactAdminFirst)) expect(library[key], key).toBe(text);
  });

  it('the rest arrive whole with the packs loaded after the rows', async () => {
    const loaded = await textsOfPacks(['reactAdmin']);
    expect(loaded).toEqual(englishMessages);
  });
});
