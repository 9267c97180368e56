// Each area's texts are its screen config files' texts and those of the shared forms its screens
// name, found from the files alone.
import { describe, expect, it } from 'vitest';
import { namespacesNamed, textModules } from './screenTexts';

const AREAS = ['home', 'admin', 'digichannel'];
const screen = (name: string, area: string, extra: object = {}) => ({ route: `/${area}/${name}`, area, name, ...extra });
const assignForm = { assign: { accounts: { heading: 'picker.assign.accounts', tag: 'picker.assign.tag' } } };
const shared = [['picker.texts', { texts: { picker: { assign: { accounts: 'Assigned Accounts', tag: '%{name}' } } } }]] as const;

describe('the texts modules', () => {
  it("give each area its files' texts and the shared texts its screens name, and list every shared text for the types", () => {
    const modules = textModules(
      AREAS,
      [
        [
          'keywords',
          { keywords: screen('keywords', 'digichannel', { forms: { assign: assignForm } }), texts: { keywords: { title: 'K' } } },
        ],
        [
          'prompts',
          { prompts: screen('prompts', 'admin', { title: 'prompts.title', forms: { assign: assignForm } }), texts: { prompts: {} } },
        ],
        ['about', { about: screen('about', 'home', { title: 'home.title' }) }],
      ],
      shared,
    );
    expect(modules.digichannelTexts).toContain(
      'export const digichannelScreenTexts = { ...texts_keywords, ...texts_picker_texts } as const;',
    );
    expect(modules.adminTexts).toContain("import { texts as texts_picker_texts } from '../picker.texts';");
    expect(modules.adminTexts).toContain('export const adminScreenTexts = { ...texts_prompts, ...texts_picker_texts } as const;');
    expect(modules.homeTexts).toContain('export const homeScreenTexts = {} as const;');
    expect(modules.sharedTexts).toContain('export const sharedScreenTexts = { ...texts_picker_texts } as const;');
  });

  it('refuses texts in a file without a screen or with screens of two areas, and a text group declared twice', () => {
    expect(() => textModules(AREAS, [['helpers', { texts: {} }]], [])).toThrow('resources/helpers.ts: a texts export belongs');
    const mixed = { a: screen('a', 'digichannel'), b: screen('b', 'admin'), texts: {} };
    expect(() => textModules(AREAS, [['mixed', mixed]], [])).toThrow('found: digichannel, admin');
    const twice = { picker: screen('picker', 'admin'), texts: { picker: {} } };
    expect(() => textModules(AREAS, [['picker', twice]], shared)).toThrow("the texts 'picker' are resources/picker.ts's already");
  });

  it('reads the text groups a config names from any string shaped like a key', () => {
    expect([...namespacesNamed({ a: 'x.y', b: ['z.w.v', 'GET /auth/x', 'plain'], c: { d: 'q.r' } })].sort()).toEqual(['q', 'x', 'z']);
  });
});
