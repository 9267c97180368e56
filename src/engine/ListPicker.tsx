import { MenuItem, TextField } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import type { ResourceConfig } from '../../language/types';
import { useCallResult } from './useCallResult';

const ALL = '__all__';

/** A select above the table that narrows the list (the APIs screen's API Group picker). */
export const ListPicker = ({ config }: { config: ResourceConfig }) => {
  const translate = useTranslate();
  const picker = config.list.picker!;
  const { filterValues, setFilters } = useListContext();
  const { data = [] } = useCallResult(config.name, picker.endpoint);
  const value = filterValues[picker.filter] ?? ALL;
  return (
    <TextField
      select
      size="small"
      label={translate(picker.label)}
      value={String(value)}
      sx={{ minWidth: 240 }}
      onChange={(e) =>
        setFilters({ ...filterValues, [picker.filter]: e.target.value === ALL ? undefined : e.target.value }, undefined, false)
      }
    >
      <MenuItem value={ALL}>{translate(picker.allLabel)}</MenuItem>
      {data.map((option) => (
        <MenuItem key={String(option[picker.optionValue])} value={String(option[picker.optionValue])}>
          {String(option[picker.optionText])}
        </MenuItem>
      ))}
    </TextField>
  );
};
