// A translate function over the real English texts, for tests of pure functions that take one
// (polyglot's %{name} interpolation; a missing key falls back to `_`, as allowMissing does).
import { allTexts as en } from '../i18n/en/all';

export const testTranslate = (key: string, options: Record<string, unknown> = {}): string => {
  const found = key
    .split('.')
    .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), en);
  const text = typeof found === 'string' ? found : String(options._ ?? key);
  return text.replace(/%\{(\w+)\}/g, (_, name: string) => String(options[name] ?? ''));
};
