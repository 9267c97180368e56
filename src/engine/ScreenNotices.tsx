import { lazy, Suspense } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { screenTexts } from '../../language/screenTexts';
import type { ResourceConfig } from '../../language/types';
import { failureMessage } from './failureMessage';
import { keyIfText } from './formTextKeys';
import { useActionError } from './useRowAction';
import { trackedImport } from '../data/trackedImport';

// The banner (MUI Alert) loads with the first failure, not with every list (the first screen's 200 KB gzip budget).
const ErrorBanner = lazy(trackedImport(() => import('./ErrorBanner').then((m) => ({ default: m.ErrorBanner }))));

/** The list's load failure and the last row action's failure as banners: fixed prefix plus the server's message. */
export const ScreenNotices = ({ config }: { config: ResourceConfig }) => {
  const translate = useTranslate();
  const { error } = useListContext();
  const [actionError] = useActionError(config);
  const messages = [
    error ? failureMessage(translate, error, keyIfText(translate, screenTexts(config.name).loadError), 'list', config) : null,
    actionError,
  ].filter((m): m is string => !!m);
  if (messages.length === 0) return null;
  return (
    <Suspense fallback={null}>
      {messages.map((message, i) => (
        <ErrorBanner key={i} message={message} />
      ))}
    </Suspense>
  );
};
