import { useListContext, useTranslate } from 'react-admin';
import type { ResourceConfig } from '../../resources/types';
import { ErrorBanner } from './ErrorBanner';
import { failureMessage } from './failureMessage';

/** The list's load failure as a banner: fixed prefix plus the server's message. */
export const ScreenNotices = ({ config }: { config: ResourceConfig }) => {
  const translate = useTranslate();
  const { error } = useListContext();
  return <ErrorBanner message={error ? failureMessage(translate, error, config.list.loadError, 'list', config.conflicts) : null} />;
};
