import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageConfig } from '../../resources/types';

export interface PageProps {
  screen: PageConfig;
}

// Custom pages by the key their config names; each loads only when first opened.
export const pages: Record<string, LazyExoticComponent<ComponentType<PageProps>>> = {
  homeAbout: lazy(() => import('./HomeAbout')),
  mySettings: lazy(() => import('./MySettings')),
  adminAbout: lazy(() => import('./AdminAbout')),
  cache: lazy(() => import('./CachePage')),
};
