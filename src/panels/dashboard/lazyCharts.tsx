// The report's charts load with the report, in a chunk of their own: @mui/x-charts is never part
// of what the first screen (or any other screen) loads. Until the chart's code is in, a progress
// line holds its place.
import { lazy, Suspense } from 'react';
import { Box, LinearProgress } from '@mui/material';
import { trackedImport } from '../../data/trackedImport';
import type { ChartFigureProps } from './ChartFigure';

const loadChartFigure = trackedImport(() => import('./ChartFigure'));
const LazyChartFigure = lazy(loadChartFigure);

/** Starts loading the charts' code as the report opens, while its figures are still being asked for. */
export const preloadCharts = (): void => {
  // A failure shows where the chart would be drawn (the lazy part's own load): nothing to say here.
  loadChartFigure().catch(() => undefined);
};

export const ReportChart = ({ loading, ...props }: ChartFigureProps & { loading: string }) => (
  <Suspense
    fallback={
      <Box sx={{ my: 2 }}>
        <LinearProgress aria-label={loading} />
      </Box>
    }
  >
    <LazyChartFigure {...props} />
  </Suspense>
);
