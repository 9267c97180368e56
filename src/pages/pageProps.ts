// What every custom page receives: the page config that names it.
import type { PageConfig } from '../../language/types';

export interface PageProps {
  screen: PageConfig;
}
