// First, previous, a page-number box, the page count, next and last (the requirements shared widgets,
// the requirements dashboard editor). Presentational: the list's pagination and the dashboard editor's
// paginator each drive it from their own state.
import { useState } from 'react';
import { IconButton, OutlinedInput, Typography } from '@mui/material';
import FirstPageIcon from '@mui/icons-material/FirstPage';
import LastPageIcon from '@mui/icons-material/LastPage';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import { useTranslate } from 'react-admin';

/** A page the user typed or stepped to, kept within 1..pages. */
export const clampPage = (page: number, pages: number): number =>
  Number.isFinite(page) ? Math.min(Math.max(1, Math.trunc(page)), pages) : 1;

interface Props {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** the text after the page box: 'of 7' for lists, '/ 7' in the dashboard editor */
  pagesLabel: string;
}

export const PageControls = ({ page, pages, onPage, pagesLabel }: Props) => {
  const translate = useTranslate();
  const [box, setBox] = useState(String(page));
  // The box follows a page changed elsewhere (set while rendering, as React advises).
  const [shownPage, setShownPage] = useState(page);
  if (shownPage !== page) {
    setShownPage(page);
    setBox(String(page));
  }
  const go = (target: number) => {
    const next = clampPage(target, pages);
    setBox(String(next));
    onPage(next);
  };
  return (
    <>
      <IconButton aria-label={translate('table.first')} onClick={() => go(1)} disabled={page <= 1} size="small">
        <FirstPageIcon />
      </IconButton>
      <IconButton aria-label={translate('table.previous')} onClick={() => go(page - 1)} disabled={page <= 1} size="small">
        <NavigateBeforeIcon />
      </IconButton>
      {/* OutlinedInput, not TextField: see FilterBox. */}
      <OutlinedInput
        size="small"
        value={box}
        onChange={(e) => setBox(e.target.value.replace(/\D/g, ''))}
        onBlur={() => go(Number(box) || 1)}
        onKeyDown={(e) => e.key === 'Enter' && go(Number(box) || 1)}
        slotProps={{ input: { 'aria-label': translate('table.page'), inputMode: 'numeric', style: { width: 48, textAlign: 'center' } } }}
      />
      <Typography variant="body2">{pagesLabel}</Typography>
      <IconButton aria-label={translate('table.next')} onClick={() => go(page + 1)} disabled={page >= pages} size="small">
        <NavigateNextIcon />
      </IconButton>
      <IconButton aria-label={translate('table.last')} onClick={() => go(pages)} disabled={page >= pages} size="small">
        <LastPageIcon />
      </IconButton>
    </>
  );
};
