// Insert, View and Edit of a transformation: loads the details and the mapping list afresh
// (never from a cache another dialog left behind), then hands them to the editor.
import { useState } from 'react';
import { Button, LinearProgress } from '@mui/material';
import { useGetOne, useTranslate } from 'react-admin';
import { DEFAULT_OUTPUT_TYPE } from '../../../schemas/transformation.schema';
import { ErrorBanner } from '../../engine/ErrorBanner';
import { failureMessage } from '../../engine/failureMessage';
import type { ModeProps } from '../../engine/modeProps';
import { useCallResult } from '../../engine/useCallResult';
import type { SavedMapping } from './mappingRows';
import { TransformationEditor } from './TransformationEditor';

interface Loaded {
  record: Record<string, unknown>;
  saved: SavedMapping[];
}

const NEW: Loaded = { record: { name: '', description: '', output_type: DEFAULT_OUTPUT_TYPE }, saved: [] };

const TransformationPanel = (props: ModeProps) => {
  const { config, mode, record, cancel } = props;
  const translate = useTranslate();
  const isNew = mode === 'insert';
  const id = record?.id;
  const details = useGetOne(config.name, { id: id! }, { enabled: !isNew });
  const mappings = useCallResult<SavedMapping[]>(config.name, 'mappings', { params: { id } }, !isNew);
  const [loaded, setLoaded] = useState<Loaded | null>(isNew ? NEW : null);
  const ready = !!details.data && !!mappings.data && !details.isFetching && !mappings.isFetching;

  // The loaded record and mappings become the form's start once (set while rendering, as React
  // advises for state that follows fetched data).
  if (!loaded && ready) setLoaded({ record: details.data!, saved: mappings.data! });

  const loadError = details.error
    ? failureMessage(translate, details.error, 'transformations.errors.loadDetails')
    : mappings.error
      ? failureMessage(translate, mappings.error, 'transformations.errors.loadMappings')
      : null;
  if (loadError)
    return (
      <>
        <ErrorBanner message={loadError} />
        <Button onClick={cancel}>{translate('buttons.cancel')}</Button>
      </>
    );
  if (!loaded) return <LinearProgress aria-label={translate('transformations.loadingMappings')} />;
  return <TransformationEditor {...props} initialRecord={loaded.record} initialSaved={loaded.saved} />;
};
export default TransformationPanel;
