import { useMemo } from 'react';
import type { ResourceConfig } from '../../../language/types';
import { readColumnChoice, shownColumns } from './columnChoice';
import { useListSetting } from './useListSetting';

/** The columns the list shows (the signed-in login's choice, else the declared ones) and the choice itself. */
export const useColumnChoice = (config: ResourceConfig) => {
  const [choice, setChoice] = useListSetting('columns', config.name, readColumnChoice);
  const declared = config.list.columns;
  const columns = useMemo(() => shownColumns(declared, choice), [declared, choice]);
  return { columns, choice, setChoice };
};
