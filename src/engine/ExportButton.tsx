import { useState } from 'react';
import { Button } from '@mui/material';
import { useListContext, useNotify, useTranslate } from 'react-admin';
import type { ColumnConfig, ResourceConfig } from '../../language/types';
import { trackedImport } from '../data/trackedImport';
import { useSlinkDataProvider } from '../data/useSlinkDataProvider';
import { failureMessage } from './failureMessage';

const loadExport = trackedImport(() => import('./exportList'));

/**
 * Every list's Export: all matching rows as CSV; the button shows the progress meanwhile. Text
 * only, no icon, and the export itself loads on the first click: the first screen's 200 KB gzip.
 */
export const ExportButton = ({ config, columns }: { config: ResourceConfig; columns?: readonly ColumnConfig[] }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useSlinkDataProvider();
  const { filterValues, sort } = useListContext();
  const [done, setDone] = useState<number | null>(null);
  const run = async () => {
    setDone(0);
    try {
      const { exportList } = await loadExport();
      await exportList({ dataProvider, config, filter: filterValues, sort, translate, progress: setDone, columns });
    } catch (error) {
      notify(failureMessage(translate, error, 'table.exportFailed'), { type: 'error' });
    } finally {
      setDone(null);
    }
  };
  return (
    <Button variant="outlined" onClick={() => void run()} disabled={done !== null} aria-live="polite">
      {done === null ? translate('table.export') : translate('table.exporting', { percent: Math.round(done * 100) })}
    </Button>
  );
};
