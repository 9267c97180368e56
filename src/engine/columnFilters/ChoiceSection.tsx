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
  const wanted = filter?.in ?? [];
  const toggle = (id: string) => {
    const next = wanted.includes(id) ? wanted.filter((w) => w !== id) : [...wanted, id];
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
