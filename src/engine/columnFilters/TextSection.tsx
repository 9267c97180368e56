import { useEffect, useRef, useState } from 'react';
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

/** How long the typing rests before the words apply: a word typed is one step of the history, not one a letter. */
export const SETTLE_MS = 400;

/**
 * A text column: a way of matching (contains, is) and the words; no words: no filter. A change of
 * the way applies at once; typed words apply once the typing rests (SETTLE_MS) or the menu
 * closes, so Back undoes a word, not a letter, as the search box's typing does (its own history
 * code, typedSearch.ts, imported here split the chunks the first screen loads: 0.46 KB gzip more).
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
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; apply: () => void } | undefined>(undefined);
  const flush = () => {
    if (!pending.current) return;
    clearTimeout(pending.current.timer);
    const { apply } = pending.current;
    pending.current = undefined;
    apply();
  };
  // Words still resting when the menu closes apply then.
  useEffect(() => () => flush(), []);
  const change = (nextMatch: Match, nextWords: string, settle: boolean) => {
    setShown([nextMatch, nextWords]);
    const next = nextWords.trim() === '' ? undefined : { [nextMatch]: nextWords };
    const apply = () => {
      setAwaited((before) => [...before, JSON.stringify(next ?? null)]);
      onChange(next);
    };
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = { timer: setTimeout(flush, settle ? SETTLE_MS : 0), apply };
    if (!settle) flush();
  };
  return (
    <Section label={column.label}>
      <Box sx={{ display: 'flex', gap: 1, pt: 1 }}>
        <TextField
          select
          size="small"
          label={translate('columnFilters.match')}
          value={match}
          onChange={(event) => change(event.target.value as Match, words, false)}
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
          onChange={(event) => change(match, event.target.value, true)}
          onBlur={flush}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ flex: 2 }}
        />
      </Box>
    </Section>
  );
};
