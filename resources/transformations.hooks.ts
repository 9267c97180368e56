// The transformations' hand-written record keeping: the mapping rules of a save of the mappings
// read the transformation's stored output type (an Integer output wants whole numbers).
import type { RecordHook, ScreenHooks } from '../server/records/recordHookTypes';

const transformations: RecordHook = {
  childChecking: (transformation) => ({ output_type: transformation.output_type }),
};

export const hooks = { transformations } satisfies ScreenHooks;
