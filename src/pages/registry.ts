import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageConfig } from '../../resources/types';
import { trackedImport } from '../data/trackedImport';

export interface PageProps {
  screen: PageConfig;
}

// Custom pages by the key their config names; each loads only when first opened.
export const pages: Record<string, LazyExoticComponent<ComponentType<PageProps>>> = {
  homeAbout: lazy(trackedImport(() => import('./HomeAbout'))),
  mySettings: lazy(trackedImport(() => import('./MySettings'))),
  adminAbout: lazy(trackedImport(() => import('./AdminAbout'))),
  cache: lazy(trackedImport(() => import('./CachePage'))),
};
