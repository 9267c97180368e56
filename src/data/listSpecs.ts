// What the list store needs of the screens' configs, and where a list call made off the page
// goes: plain data, which a worker can receive.
import { apiBase } from '../../shared/config/runtimeConfig';
import { isPage, type ResourceConfig, type ScreenConfig } from '../../language/types';
import { getToken } from '../auth/token';
import { fillPath, parseEndpoint } from './endpoint';
import { filterKinds } from './filterKinds';
import type { ListAccess, ListSpec } from './listHost';
import { choiceTitles } from './titleSort';

export const listSpecs = (screens: readonly ScreenConfig[]): Record<string, ListSpec> =>
  Object.fromEntries(
    screens
      .filter((s): s is ResourceConfig => !isPage(s))
      .map((cfg) => [
        cfg.name,
        {
          idField: cfg.idField,
          columns: cfg.list.columns.map((c) => c.source),
          filters: cfg.list.picker && { [cfg.list.picker.filter]: cfg.list.picker.field },
          kinds: filterKinds(cfg.list.columns, cfg.schema, cfg.fieldOptions),
          titles: choiceTitles(cfg.list.columns, cfg.schema),
        },
      ]),
  );

/** A call's full address (the configured apiHost) and the bearer token as of now, for a call made off the page. */
export const callAccess = (path: string): ListAccess => ({ url: new URL(apiBase() + path, window.location.href).href, token: getToken() });

/** The list call's full address and the bearer token as of now. */
export const listAccess = (cfg: ResourceConfig): ListAccess => {
  const { list } = cfg.endpoints;
  if (!list) throw new Error(`Screen ${cfg.name} has no endpoint list`);
  return callAccess(fillPath(parseEndpoint(list).path, {}));
};
