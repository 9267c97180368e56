// Summary tiles of a report section: at most 6 to a row (2 on a phone), the rest wrap.
import { Box, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatRate } from '../../../shared/dashboards/rates';
import { tileColumns, type Tile } from '../../dashboards/summary';

export const SummaryTiles = ({ tiles, label }: { tiles: readonly Tile[]; label: string }) => {
  const translate = useTranslate();
  return (
    <Box
      role="list"
      aria-label={label}
      sx={{
        display: 'grid',
        // Two to a row on a phone: six would leave each tile too narrow for its figure.
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: `repeat(${tileColumns(tiles.length)}, minmax(0, 1fr))` },
        gap: 1.5,
        my: 1.5,
      }}
    >
      {tiles.map((tile) => {
        const name = translate(`dashboards.report.tiles.${tile.key}`);
        const value = tile.rate ? `${formatRate(tile.value)}%` : tile.value.toLocaleString('en-US');
        return (
          <Paper key={tile.key} role="listitem" aria-label={`${name}: ${value}`} variant="outlined" sx={{ p: 1.5, textAlign: 'center' }}>
            <Typography variant="h6" component="p">
              {value}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {name}
            </Typography>
          </Paper>
        );
      })}
    </Box>
  );
};
