import { lazy, type ComponentType } from 'react';
import type { PageKey } from '../../language/types';
import { trackedImport } from '../data/trackedImport';
import type { PageProps } from '../engine/modeProps';

// Custom pages by the key their config names; each loads only when first opened. A key missing
// here or unknown to the configs fails the type check.
export const pages: Readonly<Record<PageKey, ComponentType<PageProps>>> = {
  homeAbout: lazy(trackedImport(() => import('./HomeAbout'))),
  mySettings: lazy(trackedImport(() => import('./MySettings'))),
  adminAbout: lazy(trackedImport(() => import('./AdminAbout'))),
  cache: lazy(trackedImport(() => import('./CachePage'))),
};
