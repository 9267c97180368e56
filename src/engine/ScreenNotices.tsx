import { useListContext, useTranslate } from 'react-admin';
import type { ResourceConfig } from '../../resources/types';
import { ErrorBanner } from './ErrorBanner';
import { failureMessage } from './failureMessage';
import { useActionError } from './useRowAction';

/** The list's load failure and the last row action's failure as banners: fixed prefix plus the server's message. */
export const ScreenNotices = ({ config }: { config: ResourceConfig }) => {
  const translate = useTranslate();
  const { error } = useListContext();
  const [actionError] = useActionError(config);
  return (
    <>
      <ErrorBanner message={error ? failureMessage(translate, error, config.list.loadError, 'list', config.conflicts) : null} />
      <ErrorBanner message={actionError} />
    </>
  );
};
