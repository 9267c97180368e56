// Each area's texts are its screen config files' texts and those of the shared forms its screens
// name, found from the files alone.
import { describe, expect, it } from 'vitest';
import { namespacesNamed, textModules } from './screenTexts';

const AREAS = ['home', 'admin', 'digichannel'];
const screen = (name: string, area: string, extra: object = {}) => ({ route: `/${area}/${name}`, area, name, ...extra });
const assignForm = { assign: { accounts: { heading: 'picker.assign.accounts', tag: 'picker.assign.tag' } } };
/** The texts a generated module holds, read back as the data it is. */
const dataOf = (module: string, name: string): unknown => {
  const start = module.indexOf(`export const ${name} = `) + `export const ${name} = `.length;
  return JSON.parse(module.slice(start, module.lastIndexOf(' as const;')));
};
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
    expect(dataOf(modules.digichannelTexts, 'digichannelScreenTexts')).toEqual({
      keywords: { title: 'K' },
      picker: { assign: { accounts: 'Assigned Accounts', tag: '%{name}' } },
    });
    expect(dataOf(modules.adminTexts, 'adminScreenTexts')).toEqual({ prompts: {}, picker: shared[0][1].texts.picker });
    expect(dataOf(modules.homeTexts, 'homeScreenTexts')).toEqual({});
    expect(dataOf(modules.sharedTexts, 'sharedScreenTexts')).toEqual(shared[0][1].texts);
    // Data only: a texts module loads no screen config (nor anything else).
    for (const module of Object.values(modules)) expect(module).not.toMatch(/^\s*import\b/m);
  });

  it('refuses a text that is not a string or a group of texts, so a module stays data', () => {
    const counted = { counter: screen('counter', 'admin'), texts: { counter: { label: (n: number) => `${n}` } } };
    expect(() => textModules(AREAS, [['counter', counted]], [])).toThrow("resources/counter.ts: the text 'label' is not a string");
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
