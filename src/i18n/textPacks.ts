// Each screen's texts load with the screen: the first screen needs only its own (the first
// screen's budget of 200 KB gzip, checked by e2e/firstScreen.test.ts), and a new screen's texts do
// not grow it. A screen's pack is its screen config file's texts, written as data into
// resources/generated/packs/ (tools/screenTexts.ts), each its own chunk; the side menu's labels
// are the console's own (src/i18n/en/index.ts). The frame holds the side menu and the screen back
// until the current screen's texts translate (src/shell/ScreenTexts.tsx); the console starts loading
// the landing screen's texts at once, and the others once a list has shown its rows.
import { screenPacks } from '../../resources/generated/screenPacks';
import { addTexts } from './i18nProvider';
import { trackedImport } from '../data/trackedImport';

/**
 * A pack of texts: a screen config file's (by its name, resources/generated/packs/), the lists'
 * Columns, Views and Filters menus' (with the filters' chips) and bulk actions', which load after
 * a list's rows, or react-admin's own beyond the first screen's.
 */
export type TextPack = string;

type Load = () => Promise<Record<string, unknown>>;

const PACK_FILES = import.meta.glob<Record<string, unknown>>('../../resources/generated/packs/*.ts', { import: 'texts' });

const LOADERS: Record<TextPack, Load> = {
  ...Object.fromEntries(
    Object.entries(PACK_FILES).map(([path, load]) => [
      path.slice('../../resources/generated/packs/'.length, -'.ts'.length),
      trackedImport(load),
    ]),
  ),
  listViews: trackedImport(() => import('./en/listViews').then((m) => m.listViews)),
  bulk: trackedImport(() => import('./en/bulk').then((m) => m.bulk)),
  // react-admin's own texts beyond those the first screen may show (./en/reactAdminFirst.ts)
  reactAdmin: trackedImport(() => import('ra-language-english').then((m) => m.default as unknown as Record<string, unknown>)),
};

const loaderOf = (pack: TextPack | undefined): Load | undefined =>
  pack !== undefined && Object.hasOwn(LOADERS, pack) ? LOADERS[pack] : undefined;

/** The packs a page needs: its screen's, if it has texts of its own. */
export const packsFor = (screen: string | undefined): TextPack[] => {
  const pack = screen !== undefined && Object.hasOwn(screenPacks, screen) ? screenPacks[screen as keyof typeof screenPacks] : undefined;
  return loaderOf(pack) ? [pack as TextPack] : [];
};

/** The texts of the packs, loaded as the console loads them (for checks of what a page can show). */
export const textsOfPacks = async (packs: readonly TextPack[]): Promise<Record<string, unknown>> =>
  Object.assign({}, ...(await Promise.all(packs.map((pack) => loaderOf(pack)?.() ?? {}))));

const loads = new Map<TextPack, Promise<void>>();
const ready = new Set<TextPack>();

/** Loads a pack of texts once; a failed load is tried again on the next call. */
export const loadTextPack = (pack: TextPack | undefined): Promise<void> => {
  const load = loaderOf(pack);
  if (!pack || !load) return Promise.resolve();
  const known = loads.get(pack);
  if (known) return known;
  const loading = load()
    .then(addTexts)
    .then(() => {
      ready.add(pack);
    });
  loading.catch(() => loads.delete(pack));
  loads.set(pack, loading);
  return loading;
};

/** The load still to wait for before the pack's texts translate; undefined once they do (or when there is no such pack). */
export const textPackPending = (pack: TextPack | undefined): Promise<void> | undefined =>
  pack && loaderOf(pack) && !ready.has(pack) ? loadTextPack(pack) : undefined;

/** Fetches every pack ahead of use; failures wait for the pack's own load to report them. */
export const preloadTextPacks = () => {
  for (const pack of Object.keys(LOADERS)) loadTextPack(pack).catch(() => undefined);
};
