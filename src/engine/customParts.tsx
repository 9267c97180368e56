// The screens' custom parts reach the engine through this context, given by the console's root
// (src/admin/AdminApp.tsx): custom form modes (assignments, the dashboard editor, the email
// template editor...), the texts shown above a list and the custom pages. The engine renders them by the key a
// screen config names, and never imports them, so imports run from screens down to the engine.
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { CustomFormModeKey, IntroKey, PageKey } from '../../language/types';
import type { IntroProps, ModeProps, PageProps } from './modeProps';

export interface CustomParts {
  formModes: Readonly<Record<CustomFormModeKey, ComponentType<ModeProps>>>;
  intros: Readonly<Record<IntroKey, ComponentType<IntroProps>>>;
  pages: Readonly<Record<PageKey, ComponentType<PageProps>>>;
}

const CustomPartsContext = createContext<Partial<{ [K in keyof CustomParts]: Partial<CustomParts[K]> }>>({});

export const CustomPartsProvider = ({
  parts,
  children,
}: {
  parts: Partial<{ [K in keyof CustomParts]: Partial<CustomParts[K]> }>;
  children: ReactNode;
}) => <CustomPartsContext.Provider value={parts}>{children}</CustomPartsContext.Provider>;

/** The component a config names; a key no provider gives is a programming error, said plainly. */
const useCustomPart = <K extends keyof CustomParts>(kind: K, key: keyof CustomParts[K] | undefined) => {
  const parts = useContext(CustomPartsContext)[kind];
  if (key === undefined) return undefined;
  const part = parts?.[key];
  if (!part) throw new Error(`No ${kind} "${String(key)}" is given to the engine (CustomPartsProvider)`);
  return part as CustomParts[K][keyof CustomParts[K]];
};

export const useCustomFormMode = (key: CustomFormModeKey | undefined) => useCustomPart('formModes', key);

export const useIntro = (key: IntroKey | undefined) => useCustomPart('intros', key);

export const usePage = (key: PageKey) => useCustomPart('pages', key)!;
