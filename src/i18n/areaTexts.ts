// Each area's texts load with the area: the first screen needs only the texts of its own area (the
// first screen's budget of 200 KB gzip, checked by e2e/firstScreen.test.ts), and a new area's texts
// do not grow it. Areas not listed here have their texts in the console's own
// (src/i18n/en/index.ts). The frame holds the side menu and the screen back until the current
// area's texts translate (src/shell/AreaTexts.tsx); the console starts loading the landing area's
// texts at once, and the others once a list has shown its rows.
import type { AreaKey } from '../../language/roles';
import { addTexts } from './i18nProvider';
import { trackedImport } from '../data/trackedImport';

/**
 * A pack of texts: an area's, one screen's (by its name) where its area's are the console's own,
 * the lists' Columns, Views and Filters menus' (with the filters' chips) and bulk actions', which
 * load after a list's rows, or react-admin's own beyond the first screen's.
 */
export type TextPack = AreaKey | 'apilinks' | 'transformations' | 'listViews' | 'bulk' | 'reactAdmin';

const LOADERS: Partial<Record<TextPack, () => Promise<Record<string, unknown>>>> = {
  dashboard: trackedImport(() => import('./en/dashboards').then((m) => m.dashboards)),
  digichannel: trackedImport(() => import('./en/digichannel').then((m) => m.digichannel)),
  // The API link manager's two screens: the admin area's first screen (/admin) shows neither.
  apilinks: trackedImport(() => import('./en/apiLinks').then((m) => m.apiLinks)),
  transformations: trackedImport(() => import('./en/transformations').then((m) => m.transformations)),
  listViews: trackedImport(() => import('./en/listViews').then((m) => m.listViews)),
  bulk: trackedImport(() => import('./en/bulk').then((m) => m.bulk)),
  // react-admin's own texts beyond those the first screen may show (./en/reactAdminFirst.ts)
  reactAdmin: trackedImport(() => import('ra-language-english').then((m) => m.default as unknown as Record<string, unknown>)),
};

/** The packs a page needs: its area's and its screen's. */
export const packsFor = (area: AreaKey | undefined, screen: string | undefined): TextPack[] =>
  [area, screen].filter((key): key is TextPack => key !== undefined && key in LOADERS);

/** The texts of the packs, loaded as the console loads them (for checks of what a page can show). */
export const textsOfPacks = async (packs: readonly TextPack[]): Promise<Record<string, unknown>> =>
  Object.assign({}, ...(await Promise.all(packs.map((pack) => LOADERS[pack]?.() ?? {}))));

const loads = new Map<TextPack, Promise<void>>();
const ready = new Set<TextPack>();

/** Loads a pack of texts once; a failed load is tried again on the next call. */
export const loadAreaTexts = (area: TextPack | undefined): Promise<void> => {
  const load = area && LOADERS[area];
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
  area && LOADERS[area] && !ready.has(area) ? loadAreaTexts(area) : undefined;

/** Fetches every area's texts ahead of use; failures wait for the area's own load to report them. */
export const preloadAreaTexts = () => {
  for (const area of Object.keys(LOADERS) as TextPack[]) loadAreaTexts(area).catch(() => undefined);
};
