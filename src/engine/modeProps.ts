// What every form mode receives, generated or custom: the engine renders it, and a custom form
// mode (src/panels) implements it, so both import it from here.
import type { RaRecord } from 'react-admin';
import type { PageConfig, ResourceConfig } from '../../language/types';

export interface ModeProps {
  config: ResourceConfig;
  mode: string;
  record: RaRecord | undefined;
  /** closes the form mode (after a success; never asks) */
  close: () => void;
  /** Cancel: asks first when the form reported unsaved changes (useReportDirty) and the screen has a leave text for the mode */
  cancel: () => void;
  /**
   * whether the window is narrow (below 900 px: narrowQuery.ts): read on the first screen and handed
   * down, as the dialog's size is (LazyFormDialog), since a form chunk calling useNarrow itself
   * splits the chunks the first screen loads
   */
  narrow?: boolean;
}

/** What a text shown above a list receives: the screen's config. */
export interface IntroProps {
  screen: ResourceConfig;
}

/** What every custom page receives: the page config that names it. */
export interface PageProps {
  screen: PageConfig;
}
