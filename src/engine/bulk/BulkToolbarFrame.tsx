// The bulk toolbar's frame: its name, the count of selected rows and a place for the rest. On the
// first screen (a few hundred bytes), so that a row ticked before the toolbar's code is in shows
// its count at once (BulkSlot.tsx); the toolbar's buttons come with that code (BulkBar.tsx).
import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export const BulkToolbarFrame = ({ count, loading, children }: { count: number; loading?: boolean; children?: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box
      role="toolbar"
      // `b` in the list's table comes here (tableKeys.ts).
      data-bulk
      aria-keyshortcuts="b"
      aria-label={translate('table.bulkToolbar')}
      aria-busy={loading || undefined}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        px: 1,
        py: 0.5,
        mb: 1,
        // a small button's height: the buttons arriving do not move the rows below
        minHeight: 39,
        borderRadius: 1,
        bgcolor: 'action.selected',
      }}
    >
      <Typography variant="body2" role="status" sx={{ fontWeight: 600, mr: 1 }}>
        {translate('table.selectedRows', { smart_count: count })}
      </Typography>
      {children}
    </Box>
  );
};
