import { useEffect } from 'react';
import { useNotify } from 'react-admin';
import { takeDropped } from './storedSetting';

/** Says, once, that a kept column choice or saved views could not be read and were dropped. */
export const useDroppedNotice = (): void => {
  const notify = useNotify();
  // After every render: a setting is read while drawing, by whichever part needs it first.
  useEffect(() => {
    for (const kind of takeDropped()) notify(`table.unreadable.${kind}`, { type: 'warning' });
  });
};
