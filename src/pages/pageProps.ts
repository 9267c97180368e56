// What every custom page receives: the page config that names it.
import type { PageConfig } from '../../resources/types';

export interface PageProps {
  screen: PageConfig;
}
