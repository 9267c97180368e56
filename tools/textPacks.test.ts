// The text packs are found by their files' names: each names an area or a screen, or it would never load.
import { describe, expect, it } from 'vitest';
import { AREAS } from '../language/roles';
import { screens } from '../resources/index';
import { packNames, textPacksModule } from './textPacks';

describe('the text packs', () => {
  it('are named after an area or a screen', () => {
    const names = new Set([...AREAS.map((area) => area.key), ...screens.map((screen) => screen.name)]);
    expect(packNames().length).toBeGreaterThan(0);
    expect(packNames().filter((pack) => !names.has(pack))).toEqual([]);
  });

  it('are listed together for the tests, the tools and the text keys', () => {
    const text = textPacksModule(['digichannel', 'smskeywords']);
    expect(text).toContain("import { texts as pack_smskeywords } from '../en/packs/smskeywords';");
    expect(text).toContain('export const packTexts = { ...pack_digichannel, ...pack_smskeywords };');
  });
});
