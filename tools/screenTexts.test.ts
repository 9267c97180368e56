// Each screen config file's texts are one pack, with the shared forms' and other files' text
// groups its screens name, found from the files alone; the side menu's labels are apart.
import { describe, expect, it } from 'vitest';
import { namespacesNamed, textModules } from './screenTexts';

const screen = (name: string, area: string, extra: object = {}) => ({ route: `/${area}/${name}`, area, name, ...extra });
const assignForm = { assign: { accounts: { heading: 'picker.assign.accounts', tag: 'picker.assign.tag' } } };
/** The texts a generated module holds, read back as the data it is. */
const dataOf = (module: string, name: string): unknown => {
  const start = module.indexOf(`export const ${name} = `) + `export const ${name} = `.length;
  return JSON.parse(module.slice(start, module.lastIndexOf(' as const;')));
};
const shared = [['picker.texts', { texts: { picker: { assign: { accounts: 'Assigned Accounts', tag: '%{name}' } } } }]] as const;

describe('the texts modules', () => {
  it('give each file its pack, with the groups its screens name, and list every text for the types', () => {
    const modules = textModules(
      [
        [
          'keywords',
          {
            keywords: screen('keywords', 'digichannel', { forms: { assign: assignForm } }),
            texts: { keywords: { menu: 'Keywords', title: 'K' } },
          },
        ],
        [
          'prompts',
          { prompts: screen('prompts', 'admin', { title: 'keywords.title' }), replies: screen('replies', 'admin'), texts: { prompts: {} } },
        ],
        ['about', { about: screen('about', 'home', { title: 'home.title' }) }],
      ],
      shared,
    );
    expect(Object.keys(modules).sort()).toEqual(['menuTexts', 'packs/keywords', 'packs/prompts', 'screenPacks', 'screenTexts']);
    expect(dataOf(modules['packs/keywords'], 'texts')).toEqual({
      keywords: { menu: 'Keywords', title: 'K' },
      picker: { assign: { accounts: 'Assigned Accounts', tag: '%{name}' } },
    });
    // another file's group a screen names joins its pack
    expect(dataOf(modules['packs/prompts'], 'texts')).toEqual({ prompts: {}, keywords: { menu: 'Keywords', title: 'K' } });
    expect(dataOf(modules.screenPacks, 'screenPacks')).toEqual({ keywords: 'keywords', prompts: 'prompts', replies: 'prompts' });
    expect(dataOf(modules.menuTexts, 'menuTexts')).toEqual({ keywords: { menu: 'Keywords' } });
    expect(dataOf(modules.screenTexts, 'screenTexts')).toEqual({
      picker: shared[0][1].texts.picker,
      keywords: { menu: 'Keywords', title: 'K' },
      prompts: {},
    });
    // Data only: a texts module loads no screen config (nor anything else).
    for (const module of Object.values(modules)) expect(module).not.toMatch(/^\s*import\b/m);
  });

  it('refuses a text that is not a string or a group of texts, so a module stays data', () => {
    const counted = { counter: screen('counter', 'admin'), texts: { counter: { label: (n: number) => `${n}` } } };
    expect(() => textModules([['counter', counted]], [])).toThrow("resources/counter.ts: the text 'label' is not a string");
  });

  it('refuses texts in a file without a screen, and a text group declared twice', () => {
    expect(() => textModules([['helpers', { texts: {} }]], [])).toThrow(
      'resources/helpers.ts: a texts export belongs to a file with screens',
    );
    const twice = { picker: screen('picker', 'admin'), texts: { picker: {} } };
    expect(() => textModules([['picker', twice]], shared)).toThrow("the texts 'picker' are resources/picker.texts.ts's already");
  });

  it('reads the text groups a config names from any string shaped like a key', () => {
    expect([...namespacesNamed({ a: 'x.y', b: ['z.w.v', 'GET /auth/x', 'plain'], c: { d: 'q.r' } })].sort()).toEqual(['q', 'x', 'z']);
  });
});
