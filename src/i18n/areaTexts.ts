// Each area's texts load with the area: the first screen needs only the texts of its own area (the
// first screen's budget of 200 KB gzip, checked by e2e/firstScreen.test.ts), and a new area's texts
// do not grow it. An area's or a screen's pack is the file ./en/packs/<area key or screen name>.ts
// (its `texts`), found by that name, each its own chunk; areas without one have their texts in the
// console's own (src/i18n/en/index.ts). The frame holds the side menu and the screen back until the
// current area's texts translate (src/shell/AreaTexts.tsx); the console starts loading the landing
// area's texts at once, and the others once a list has shown its rows.
import type { AreaKey } from '../../language/roles';
import { addTexts } from './i18nProvider';
import { trackedImport } from '../data/trackedImport';

/**
 * A pack of texts: an area's (by its key) or one screen's (by its name) where its area's are the
 * console's own, the lists' Columns, Views and Filters menus' (with the filters' chips) and bulk
 * actions', which load after a list's rows, or react-admin's own beyond the first screen's.
 */
export type TextPack = string;

type Load = () => Promise<Record<string, unknown>>;

const PACK_FILES = import.meta.glob<Record<string, unknown>>('./en/packs/*.ts', { import: 'texts' });

const LOADERS: Record<TextPack, Load> = {
  ...Object.fromEntries(
    Object.entries(PACK_FILES).map(([path, load]) => [path.slice('./en/packs/'.length, -'.ts'.length), trackedImport(load)]),
  ),
  listViews: trackedImport(() => import('./en/listViews').then((m) => m.listViews)),
  bulk: trackedImport(() => import('./en/bulk').then((m) => m.bulk)),
  // react-admin's own texts beyond those the first screen may show (./en/reactAdminFirst.ts)
  reactAdmin: trackedImport(() => import('ra-language-english').then((m) => m.default as unknown as Record<string, unknown>)),
};

const loaderOf = (pack: TextPack | undefined): Load | undefined =>
  pack !== undefined && Object.hasOwn(LOADERS, pack) ? LOADERS[pack] : undefined;

/** The packs a page needs: its area's and its screen's. */
export const packsFor = (area: AreaKey | undefined, screen: string | undefined): TextPack[] =>
  [area, screen].filter((key): key is TextPack => loaderOf(key) !== undefined);

/** The texts of the packs, loaded as the console loads them (for checks of what a page can show). */
export const textsOfPacks = async (packs: readonly TextPack[]): Promise<Record<string, unknown>> =>
  Object.assign({}, ...(await Promise.all(packs.map((pack) => loaderOf(pack)?.() ?? {}))));

const loads = new Map<TextPack, Promise<void>>();
const ready = new Set<TextPack>();

/** Loads a pack of texts once; a failed load is tried again on the next call. */
export const loadAreaTexts = (area: TextPack | undefined): Promise<void> => {
  const load = loaderOf(area);
  if (!area || !load) return Promise.resolve();
  const known = loads.get(area);
  if (known) return known;
  const loading = load()
    .then(addTexts)
    .then(() => {
      ready.add(area);
    });
  loading.catch(() => loads.delete(area));
  loads.set(area, loading);
  return loading;
};

/** The load still to wait for before the area's texts translate; undefined once they do (or when it has none of its own). */
export const areaTextsPending = (area: TextPack | undefined): Promise<void> | undefined =>
  area && loaderOf(area) && !ready.has(area) ? loadAreaTexts(area) : undefined;

/** Fetches every area's texts ahead of use; failures wait for the area's own load to report them. */
export const preloadAreaTexts = () => {
  for (const area of Object.keys(LOADERS)) loadAreaTexts(area).catch(() => undefined);
};
