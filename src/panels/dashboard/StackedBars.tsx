// The one place the report draws with @mui/x-charts: horizontal stacked bars, one band per row
// of ROW_HEIGHT pixels from the top, so the HTML beside the chart (ChartFigure) lines up with the
// bars. The bars are reachable by keyboard (Tab into the chart, the arrow keys from bar to bar);
// the focused bar's name and value then show in words under the chart (and screen readers hear
// them). Built from the chart's parts rather than BarChart: BarChart's tooltip and toolbar would
// pull MUI modules (Popper, useMediaQuery...) out of the chunks the first screen loads.
import { BAR_CHART_PLUGINS, BarPlot, FocusedBar, type BarChartPluginSignatures } from '@mui/x-charts/BarChart';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsLayerContainer } from '@mui/x-charts/ChartsLayerContainer';
import { ChartsSvgLayer } from '@mui/x-charts/ChartsSvgLayer';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { useFocusedItem } from '@mui/x-charts/hooks';

export const ROW_HEIGHT = 32;
const AXIS_HEIGHT = 30;

export interface StackedSeries {
  id: string;
  label: string;
  /** at least 3:1 against the page's white, as non-text contrast asks */
  color: string;
  data: number[];
}

const number = (value: number | null) => (value === null ? '' : value.toLocaleString('en-US'));

interface Props {
  series: readonly StackedSeries[];
  categories: readonly string[];
}

/** The focused bar in words: "b.csv, Rejected: 70". */
const FocusedValue = ({ series, categories }: Props) => {
  const focused = useFocusedItem();
  const s = focused && 'seriesId' in focused ? series.find((x) => x.id === focused.seriesId) : undefined;
  const index = focused && 'dataIndex' in focused ? (focused.dataIndex as number) : undefined;
  const text = s && index !== undefined ? `${categories[index] ?? ''}, ${s.label}: ${number(s.data[index] ?? null)}` : '';
  return (
    <div data-focused-value style={{ minHeight: '1.5em', fontSize: '0.875rem' }}>
      {text}
    </div>
  );
};

export const StackedBars = ({ series, categories }: Props) => (
  <ChartsDataProvider<'bar', BarChartPluginSignatures>
    plugins={BAR_CHART_PLUGINS}
    height={categories.length * ROW_HEIGHT + AXIS_HEIGHT}
    margin={{ top: 0, right: 24, bottom: 0, left: 0 }}
    // The names stand in the HTML column beside the chart; the axis keeps them for the words
    // read out when a bar is focused.
    yAxis={[
      {
        id: 'rows',
        scaleType: 'band',
        data: categories.map((_, i) => i),
        valueFormatter: (i: number) => categories[i] ?? '',
        position: 'none',
        categoryGapRatio: 0.3,
      },
    ]}
    xAxis={[{ id: 'values', height: AXIS_HEIGHT, valueFormatter: (value: number) => number(value) }]}
    series={series.map((s) => ({ ...s, type: 'bar' as const, layout: 'horizontal' as const, stack: 'total', valueFormatter: number }))}
    // Drawn at once: a report that refreshes every minute should not move under the reader's eyes.
    skipAnimation
  >
    <ChartsLayerContainer>
      <ChartsSvgLayer>
        <BarPlot />
        <FocusedBar />
        <ChartsXAxis axisId="values" />
      </ChartsSvgLayer>
    </ChartsLayerContainer>
    <FocusedValue series={series} categories={categories} />
  </ChartsDataProvider>
);
