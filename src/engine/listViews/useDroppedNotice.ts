import { useEffect } from 'react';
import { useNotify } from 'react-admin';
import { subscribeDropped, takeDropped } from './storedSetting';

/**
 * Says, once, that a kept column choice or saved views could not be read and were dropped:
 * those dropped before the screen drew, and those dropped later by a part drawn on its own
 * (the views menu loads after the screen and draws without it).
 */
export const useDroppedNotice = (): void => {
  const notify = useNotify();
  useEffect(() => {
    const tell = () => {
      for (const kind of takeDropped()) notify(`table.unreadable.${kind}`, { type: 'warning' });
    };
    tell();
    return subscribeDropped(tell);
  }, [notify]);
};
