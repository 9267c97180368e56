import { useState } from 'react';
import { Box, Checkbox, FormControlLabel } from '@mui/material';
import type { ChoiceFilter } from '../../data/columnFilters';
import type { FilterColumn } from './filterColumns';
import { Section } from './Section';

interface Props {
  column: FilterColumn;
  filter: ChoiceFilter | undefined;
  onChange: (filter: ChoiceFilter | undefined) => void;
}

/** A yes/no or choice column: a checkbox per option; rows with any checked option pass, none checked: no filter. */
export const ChoiceSection = ({ column, filter, onChange }: Props) => {
  // A box shows its new state at once; the list's filter says it a moment later (react-admin
  // writes the address in a 0 ms timer), and from then on the filter is what the boxes show.
  const listed = filter?.in ?? [];
  const [seen, setSeen] = useState(listed.join('\u0000'));
  const [pending, setPending] = useState<string[]>();
  if (seen !== listed.join('\u0000')) {
    setSeen(listed.join('\u0000'));
    setPending(undefined);
  }
  const wanted = pending ?? listed;
  const toggle = (id: string) => {
    const next = wanted.includes(id) ? wanted.filter((w) => w !== id) : [...wanted, id];
    setPending(next);
    onChange(next.length ? { in: next } : undefined);
  };
  return (
    <Section label={column.label}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1 }}>
        {column.options.map((option) => (
          <FormControlLabel
            key={option.id}
            label={option.text}
            control={<Checkbox size="small" checked={wanted.includes(option.id)} onChange={() => toggle(option.id)} />}
          />
        ))}
      </Box>
    </Section>
  );
};
