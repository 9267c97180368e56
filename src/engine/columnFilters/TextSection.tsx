import { useState } from 'react';
import { Box, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TextFilter } from '../../data/columnFilters';
import type { FilterColumn } from './filterColumns';
import { Section } from './Section';

interface Props {
  column: FilterColumn;
  filter: TextFilter | undefined;
  onChange: (filter: TextFilter | undefined) => void;
}

const MATCHES = ['contains', 'is'] as const;
type Match = (typeof MATCHES)[number];

/** What the section shows of a filter: its way of matching (contains unless only `is` is set) and its words. */
const shownOf = (filter: TextFilter | undefined): [Match, string] =>
  filter?.contains === undefined && filter?.is !== undefined ? ['is', filter.is] : ['contains', filter?.contains ?? ''];

/**
 * A text column: a way of matching (contains, is) and the words; each change applies at once, as
 * the range boxes' do (the typed-search history of the text box, typedSearch.ts, imported here
 * split the chunks the first screen loads: 0.46 KB gzip more on it); no words: no filter.
 */
export const TextSection = ({ column, filter, onChange }: Props) => {
  const translate = useTranslate();
  const [[match, words], setShown] = useState(() => shownOf(filter));
  // The boxes follow a filter changed elsewhere (Clear all, Back), as RangeSection does: an echo
  // of a value still awaited must not take back what was typed since.
  const listed = JSON.stringify(filter ?? null);
  const [seen, setSeen] = useState(listed);
  const [awaited, setAwaited] = useState<string[]>([]);
  if (seen !== listed) {
    const echo = awaited.indexOf(listed);
    setSeen(listed);
    setAwaited(awaited.slice(echo + 1));
    if (echo < 0) setShown(shownOf(filter));
  }
  const change = (nextMatch: Match, nextWords: string) => {
    setShown([nextMatch, nextWords]);
    const next = nextWords.trim() === '' ? undefined : { [nextMatch]: nextWords };
    setAwaited([...awaited, JSON.stringify(next ?? null)]);
    onChange(next);
  };
  return (
    <Section label={column.label}>
      <Box sx={{ display: 'flex', gap: 1, pt: 1 }}>
        <TextField
          select
          size="small"
          label={translate('columnFilters.match')}
          value={match}
          onChange={(event) => change(event.target.value as Match, words)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ flex: 1 }}
        >
          {MATCHES.map((m) => (
            <option key={m} value={m}>
              {translate(`columnFilters.${m}`)}
            </option>
          ))}
        </TextField>
        <TextField
          size="small"
          label={translate('columnFilters.words')}
          value={words}
          onChange={(event) => change(match, event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ flex: 2 }}
        />
      </Box>
    </Section>
  );
};
