import { MenuItem, TextField } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import type { ResourceConfig } from '../../language/types';
import { screenTexts } from '../../language/screenTexts';
import { useCallResult } from './useCallResult';

const ALL = '__all__';

/** A select above the table that narrows the list (the APIs screen's API Group picker). */
export const ListPicker = ({ config }: { config: ResourceConfig }) => {
  const translate = useTranslate();
  const picker = config.list.picker!;
  const { filterValues, setFilters } = useListContext();
  const { endpoint, optionValue, optionText } = picker.choices;
  const texts = screenTexts(config.name);
  const { data = [] } = useCallResult(config.name, endpoint);
  const value = filterValues[picker.filter] ?? ALL;
  return (
    <TextField
      select
      size="small"
      label={translate(texts.picker)}
      value={String(value)}
      sx={{ minWidth: 240 }}
      onChange={(e) =>
        setFilters({ ...filterValues, [picker.filter]: e.target.value === ALL ? undefined : e.target.value }, undefined, false)
      }
    >
      <MenuItem value={ALL}>{translate(texts.pickerAll)}</MenuItem>
      {data.map((option) => (
        <MenuItem key={String(option[optionValue])} value={String(option[optionValue])}>
          {String(option[optionText])}
        </MenuItem>
      ))}
    </TextField>
  );
};
