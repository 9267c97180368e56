import { useMemo } from 'react';
import { readSession, type SessionData } from './session';

/** Session data of the signed-in user (the requirements' shared authentication helper). */
export const useSession = (): SessionData | null => useMemo(() => readSession(), []);
