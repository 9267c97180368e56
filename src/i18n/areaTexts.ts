// Each area's texts load with the area: the first screen needs only the texts of its own area (the
// first screen's budget of 200 KB gzip, checked by e2e/firstScreen.test.ts), and a new area's texts
// do not grow it. Areas not listed here have their texts in the console's own
// (src/i18n/en/index.ts). The frame holds the side menu and the screen back until the current
// area's texts translate (src/shell/AreaTexts.tsx); the console starts loading the landing area's
// texts at once, and the others once a list has shown its rows.
import type { AreaKey } from '../../resources/roles';
import { addTexts } from './i18nProvider';
import { trackedImport } from '../data/trackedImport';

const LOADERS: Partial<Record<AreaKey, () => Promise<Record<string, unknown>>>> = {
  dashboard: trackedImport(() => import('./en/dashboards').then((m) => m.dashboards)),
  digichannel: trackedImport(() => import('./en/digichannel').then((m) => m.digichannel)),
};

const loads = new Map<AreaKey, Promise<void>>();
const ready = new Set<AreaKey>();

/** Loads an area's texts once; a failed load is tried again on the next call. */
export const loadAreaTexts = (area: AreaKey | undefined): Promise<void> => {
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
export const areaTextsPending = (area: AreaKey | undefined): Promise<void> | undefined =>
  area && LOADERS[area] && !ready.has(area) ? loadAreaTexts(area) : undefined;

/** Fetches every area's texts ahead of use; failures wait for the area's own load to report them. */
export const preloadAreaTexts = () => {
  for (const area of Object.keys(LOADERS) as AreaKey[]) loadAreaTexts(area).catch(() => undefined);
};
