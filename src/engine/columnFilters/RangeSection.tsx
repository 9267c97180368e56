import { useState } from 'react';
import { Box, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DateFilter, NumberFilter } from '../../data/columnFilters';
import type { FilterColumn } from './filterColumns';
import { Section } from './Section';

type Range = DateFilter & NumberFilter;

interface Props {
  column: FilterColumn;
  filter: Range | undefined;
  onChange: (filter: Range | undefined) => void;
}

const asText = (value: unknown) => (value === undefined ? '' : String(value));

/**
 * A date column (from/to days) or a number column (min/max): each change applies at once, unless
 * the range runs backwards, which is said and changes nothing; both boxes empty: no filter.
 */
export const RangeSection = ({ column, filter, onChange }: Props) => {
  const translate = useTranslate();
  const date = column.kind === 'date';
  const names = date ? (['from', 'to'] as const) : (['min', 'max'] as const);
  const [texts, setTexts] = useState(() => names.map((name) => asText(filter?.[name])));
  const [backwards, setBackwards] = useState(false);
  // The boxes follow a filter changed elsewhere (Clear all, Back), as FilterBox does: the list
  // echoes each value sent a moment later, maybe after more was typed, and an echo of a value
  // still awaited must not take the typing back.
  const listed = JSON.stringify(filter ?? null);
  const [shown, setShown] = useState(listed);
  const [awaited, setAwaited] = useState<string[]>([]);
  if (shown !== listed) {
    const echo = awaited.indexOf(listed);
    setShown(listed);
    setAwaited(awaited.slice(echo + 1));
    if (echo < 0) {
      setTexts(names.map((name) => asText(filter?.[name])));
      setBackwards(false);
    }
  }
  const change = (index: number, text: string) => {
    const next = texts.map((t, i) => (i === index ? text : t));
    setTexts(next);
    const [low, high] = next.map((t) => (t === '' || (!date && Number.isNaN(Number(t))) ? undefined : date ? t : Number(t)));
    const wrong = low !== undefined && high !== undefined && low > high;
    setBackwards(wrong);
    if (wrong) return;
    const range = low === undefined && high === undefined ? undefined : { [names[0]]: low, [names[1]]: high };
    setAwaited([...awaited, JSON.stringify(range ?? null)]);
    onChange(range);
  };
  return (
    <Section label={column.label}>
      <Box sx={{ display: 'flex', gap: 1, pt: 1 }}>
        {names.map((name, i) => (
          <TextField
            key={name}
            size="small"
            type={date ? 'date' : 'number'}
            label={translate(`columnFilters.${name}`)}
            value={texts[i]}
            error={backwards}
            onChange={(event) => change(i, event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ flex: 1 }}
          />
        ))}
      </Box>
      {backwards && (
        <Typography role="alert" variant="body2" color="error" sx={{ mt: 0.5 }}>
          {translate(date ? 'columnFilters.datesBackwards' : 'columnFilters.numbersBackwards')}
        </Typography>
      )}
    </Section>
  );
};
