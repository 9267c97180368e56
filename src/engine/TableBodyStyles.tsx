// The list table body's styles (tableBodyStyle.ts) inserted once under the body's class, rather
// than worked out from the theme and serialised by emotion again at every drawing of the table:
// about 1.5 ms of each drawing of 50 rows (a keystroke, a page change, a row ticked; bench/).
import { memo } from 'react';
import GlobalStyles from '@mui/material/GlobalStyles';
import type { Theme } from '@mui/material/styles';
import { ROW_ACTION, tableBodyStyle } from './tableBodyStyle';
import { STICKY_BOX_SELECTOR, stickyColumnsStyle } from './stickyColumnsStyle';

const styles = (theme: Theme) => ({
  [`tbody.${ROW_ACTION.body}`]: tableBodyStyle(theme),
  [STICKY_BOX_SELECTOR]: stickyColumnsStyle(theme),
});

export const TableBodyStyles = memo(function TableBodyStyles() {
  return <GlobalStyles styles={styles} />;
});
