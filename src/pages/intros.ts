import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ResourceConfig } from '../../resources/types';

export interface IntroProps {
  screen: ResourceConfig;
}

// Texts shown above a generated list, by the key a resource config names in `intro`.
export const intros: Record<string, LazyExoticComponent<ComponentType<IntroProps>>> = {
  digichannelWelcome: lazy(() => import('./DigichannelWelcome')),
};
