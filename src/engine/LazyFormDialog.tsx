// The form modes load on first use: forms, their validators and react-hook-form are about a
// sixth of the console's code and the list a screen opens on needs none of it (measured by bench/).
import { lazy, Suspense, useEffect } from 'react';
import { useListContext } from 'react-admin';
import type { ResourceConfig } from '../../language/types';
import { whenIdle } from '../data/whenIdle';
import { preloadTextPacks } from '../i18n/textPacks';
import { addTexts } from '../i18n/i18nProvider';
import { preloadNotification } from './LazyNotification';
import { trackedImport } from '../data/trackedImport';
import { useNarrow } from './useNarrow';

// The forms' own texts come with them (the first screen's budget).
const loadFormDialog = trackedImport(() =>
  Promise.all([import('./FormDialog'), import('../i18n/en/formRecovery').then((m) => addTexts(m.formRecovery))]).then(([m]) => m),
);
const FormDialog = lazy(() => loadFormDialog().then((m) => ({ default: m.FormDialog })));

/**
 * A form mode's dialog; shows once its code has arrived (a deep link waits for it). Whether the
 * window is narrow is read here, on the first screen, and handed down: the form chunk importing
 * MUI's useMediaQuery itself split the chunks the first screen loads (about 1 KB gzip more).
 */
export const LazyFormDialog = (props: { config: ResourceConfig; mode?: string }) => {
  const narrow = useNarrow();
  return (
    <Suspense fallback={null}>
      <FormDialog {...props} narrow={narrow} />
    </Suspense>
  );
};

/**
 * Fetches the form code (and the notification that follows a save), and the other screens' texts,
 * once the list has shown its rows and the browser is idle, so the first row action or screen
 * change is at once without the code competing with the list's first load.
 */
export const usePreloadForms = () => {
  const { isPending } = useListContext();
  useEffect(() => {
    if (isPending) return undefined;
    return whenIdle(() => {
      void loadFormDialog();
      preloadNotification();
      preloadTextPacks();
    });
  }, [isPending]);
};
