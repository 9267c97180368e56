// Loaded by the entry beside the console's code and run as soon as it is in, before react-admin
// and MUI are evaluated: the landing list's call leaves from the list worker that much sooner
// (about 100-200 ms of a cold load at 100k users on a busy machine, bench/). It imports no
// react-admin, so its chunk is small. Where no worker runs, it does nothing and
// preloadLandingList (AdminApp) preloads as before.
import { screens } from '../../resources';
import { isPage, type ResourceConfig } from '../../language/types';
import { readSession } from '../auth/session';
import { listAccess, listSpecs } from '../data/listSpecs';
import { preloadEarly } from '../data/listWorker/startListWorker';
import { landingList } from './preloadLanding';

export const preloadLandingEarly = (pathname = window.location.pathname): void => {
  const resource = landingList(pathname, screens, readSession());
  const config = screens.find((s): s is ResourceConfig => !isPage(s) && s.name === resource);
  if (config?.endpoints.list) preloadEarly(listSpecs(screens), config.name, listAccess(config));
};
