import { useState } from 'react';
import { InputAdornment, OutlinedInput } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useListContext, useTranslate } from 'react-admin';

// The text filter answers from the cached whole list, so it filters on every keystroke
// without react-admin's 500 ms debounce (target: keystroke to rows under 100 ms).
// An OutlinedInput, not a TextField: TextField imports every variant and the Select stack,
// which the list's first screen otherwise does without (the first screen's budget of 200 KB gzip, checked by e2e/firstScreen.test.ts).
export const FilterBox = ({ placeholder }: { placeholder?: string }) => {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const listed = (filterValues.q as string | undefined) ?? '';
  const [value, setValue] = useState<string>(listed);
  // The box follows a filter changed elsewhere: Back/Forward, a pasted address (set while
  // rendering, as React advises for state that follows a prop).
  const [shown, setShown] = useState(listed);
  if (shown !== listed) {
    setShown(listed);
    if (value !== listed) setValue(listed);
  }
  return (
    <OutlinedInput
      size="small"
      value={value}
      placeholder={placeholder ? translate(placeholder) : undefined}
      onChange={(event) => {
        setValue(event.target.value);
        setShown(event.target.value);
        setFilters({ ...filterValues, q: event.target.value || undefined }, undefined, false);
      }}
      startAdornment={
        <InputAdornment position="start">
          <SearchIcon fontSize="small" />
        </InputAdornment>
      }
      slotProps={{ input: { 'aria-label': translate('table.filter') } }}
    />
  );
};
