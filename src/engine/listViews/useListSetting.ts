import { useCallback, useSyncExternalStore } from 'react';
import { useSession } from '../../auth/useSession';
import { readSetting, settingKey, subscribeSettings, writeSetting, type SettingKind } from './storedSetting';

/** A list setting of the signed-in login (by id, else email) on a screen, its setter and the key it is kept under. */
export const useListSetting = <T>(kind: SettingKind, screen: string, read: (value: unknown) => T | undefined) => {
  const session = useSession();
  const key = settingKey(kind, String(session?.login_id ?? session?.email ?? ''), screen);
  const value = useSyncExternalStore(subscribeSettings, () => readSetting(kind, key, read));
  const write = useCallback((next: T | undefined) => writeSetting(key, next), [key]);
  return [value, write, key] as const;
};
