// A report chart as a figure: its title and description (the figure's name and description for
// screen readers, visible to everyone), a legend in words, then the bars between an HTML column
// of names (with markers such as the traffic light) and one of figures, each ROW_HEIGHT high so
// they line up with the bars. Loaded on its own (lazyCharts.tsx) and given everything it shows:
// it imports nothing of the report's chunk, so that chunk stays as the console's root loads it.
import { useId, type ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { ROW_HEIGHT, StackedBars, type StackedSeries } from './StackedBars';

export interface ChartRow {
  key: string;
  /** the bar's name as the tooltip says it */
  name: string;
  label: ReactNode;
  value: ReactNode;
}

export interface ChartFigureProps {
  title: string;
  description: string;
  series: readonly StackedSeries[];
  rows: readonly ChartRow[];
}

const cell = { height: ROW_HEIGHT, display: 'flex', alignItems: 'center', gap: 0.75, whiteSpace: 'nowrap', overflow: 'hidden' } as const;

const ChartFigure = ({ title, description, series, rows }: ChartFigureProps) => {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Box component="figure" aria-labelledby={titleId} aria-describedby={descriptionId} sx={{ m: 0, my: 2 }}>
      <Box component="figcaption">
        <Typography id={titleId} variant="subtitle1" component="h4">
          {title}
        </Typography>
        <Typography id={descriptionId} variant="body2" color="text.secondary">
          {description}
        </Typography>
      </Box>
      {/* Plain text, not a list: the sections' lists are their summary tiles. */}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, my: 1 }}>
        {series.map((s) => (
          <Box component="span" key={s.id} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
            <Box component="span" aria-hidden sx={{ width: 14, height: 14, bgcolor: s.color, borderRadius: 0.5 }} />
            <Typography variant="body2" component="span">
              {s.label}
            </Typography>
          </Box>
        ))}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(5rem, 30%) minmax(0, 1fr) max-content', sm: 'minmax(8rem, 30%) minmax(0, 1fr) max-content' },
          columnGap: 1,
        }}
      >
        <Box>
          {rows.map((row) => (
            <Box key={row.key} sx={cell} title={row.name}>
              {row.label}
            </Box>
          ))}
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <StackedBars series={series} categories={rows.map((row) => row.name)} />
        </Box>
        <Box>
          {rows.map((row) => (
            <Box key={row.key} sx={cell}>
              {row.value}
            </Box>
          ))}
        </Box>
      </Box>
    </Box>
  );
};
export default ChartFigure;
