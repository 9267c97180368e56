// A list's row actions by convention, from the forms a screen declares: every form mode but
// `create` (the add button's), the view (`show`) first and `delete` last, the others in the order
// the forms are declared. A role sees those whose calls it may make (src/engine/formRoles.ts).
import type { FormModeKey, ResourceConfig } from './types';

export const rowActionsOf = (config: Pick<ResourceConfig, 'forms'>): FormModeKey[] => {
  const modes = Object.keys(config.forms).filter((mode) => mode !== 'create');
  const middle = modes.filter((mode) => mode !== 'show' && mode !== 'delete');
  return [...modes.filter((mode) => mode === 'show'), ...middle, ...modes.filter((mode) => mode === 'delete')];
};
