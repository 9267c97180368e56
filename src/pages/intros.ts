import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ResourceConfig } from '../../resources/types';
import { trackedImport } from '../data/trackedImport';

export interface IntroProps {
  screen: ResourceConfig;
}

// Texts shown above a generated list, by the key a resource config names in `intro`.
export const intros: Record<string, LazyExoticComponent<ComponentType<IntroProps>>> = {
  digichannelWelcome: lazy(trackedImport(() => import('./DigichannelWelcome'))),
};
