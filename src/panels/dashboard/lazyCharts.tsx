// The report's charts load with the report, in a chunk of their own: @mui/x-charts is never part
// of what the first screen (or any other screen) loads. Until the chart's code is in, and until
// the report's tables are on the screen, a progress line holds its place: a chart mounts in a
// commit of its own, so a large report never holds the page for tables and charts at once.
import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
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

/** False until the frame after the first paint. */
const useAfterPaint = (): boolean => {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
};

export const ReportChart = ({ loading, ...props }: ChartFigureProps & { loading: string }) => {
  const painted = useAfterPaint();
  const placeholder = (
    <Box sx={{ my: 2 }}>
      <LinearProgress aria-label={loading} />
    </Box>
  );
  return painted ? (
    <Suspense fallback={placeholder}>
      <LazyChartFigure {...props} />
    </Suspense>
  ) : (
    placeholder
  );
};
