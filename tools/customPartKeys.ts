// The keys a screen config may name for a custom part (a page, a list's intro, a custom form mode),
// read from the registry that gives each key its component, so the keys are written once: in the
// registry. `npm run validators` writes them as language/generated/customPartKeys.ts, the types the
// declaration language names (language/types.ts, language/formTypes.ts); a config naming a key no
// registry has then fails the type check. The registries' shape is one object literal whose
// entries are `  key: lazy(...)`, read as text: the registries load React components, which the
// tools do not run.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HEADER, ROOT } from './screenFileKinds';

/** Each key type, the registry that holds its keys, and what a key names. */
export const CUSTOM_PART_REGISTRIES = [
  { type: 'PageKey', file: 'src/pages/registry.ts', names: 'a custom page' },
  { type: 'IntroKey', file: 'src/pages/intros.ts', names: 'the texts shown above a generated list' },
  { type: 'CustomFormModeKey', file: 'src/panels/registry.ts', names: "a custom form mode (a config's `kind: 'panel'`)" },
] as const;

/** The keys of a registry's object literal, in its order. */
export const registryKeys = (source: string, file = 'the registry'): string[] => {
  const body = /=\s*\{\n([\s\S]*?)^\};/m.exec(source)?.[1];
  if (body === undefined) throw new Error(`${file}: no object literal of keys (\`export const x: ... = {\` ... \`};\`)`);
  const keys = [...body.matchAll(/^ {2}([A-Za-z]\w*):/gm)].map((match) => match[1]);
  if (keys.length === 0) throw new Error(`${file}: its object literal names no key`);
  return keys;
};

/** language/generated/customPartKeys.ts: each key type as a union of its registry's keys. */
export const customPartKeysModule = (read = (file: string) => readFileSync(join(ROOT, file), 'utf8')): string =>
  [
    HEADER + '// The keys of the custom parts, as their registries give them (tools/customPartKeys.ts).',
    ...CUSTOM_PART_REGISTRIES.flatMap(({ type, file, names }) => [
      '',
      `/** The key of ${names}: one of ${file}. */`,
      `export type ${type} = ${registryKeys(read(file), file)
        .map((key) => `'${key}'`)
        .join(' | ')};`,
    ]),
    '',
  ].join('\n');
