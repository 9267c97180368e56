import { lazy, type ComponentType } from 'react';
import type { IntroKey } from '../../language/types';
import type { IntroProps } from '../engine/modeProps';
import { trackedImport } from '../data/trackedImport';

// Texts shown above a generated list, by the key a resource config names in `intro`.
export const intros: Readonly<Record<IntroKey, ComponentType<IntroProps>>> = {
  digichannelWelcome: lazy(trackedImport(() => import('./DigichannelWelcome'))),
};
