import { useRef, useState } from 'react';
import { InputAdornment, OutlinedInput } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useListContext, useTranslate } from 'react-admin';
import { useTypedSearch } from './typedSearch';
import { useSlashFocus } from './useSlashFocus';

// The text filter answers from the cached whole list, so it filters on every keystroke
// without react-admin's 500 ms debounce (target: keystroke to rows under 100 ms); a typing is
// still one history step, not one per letter (typedSearch.ts).
// An OutlinedInput, not a TextField: TextField imports every variant and the Select stack,
// which the list's first screen otherwise does without (the first screen's budget of 200 KB gzip, checked by e2e/firstScreen.test.ts).
export const FilterBox = ({ placeholder }: { placeholder?: string }) => {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const typeSearch = useTypedSearch();
  const listed = (filterValues.q as string | undefined) ?? '';
  const [value, setValue] = useState<string>(listed);
  const box = useRef<HTMLInputElement>(null);
  useSlashFocus(box);
  // The box follows a filter changed elsewhere (Back/Forward, a pasted address), set while
  // rendering as React advises for state that follows a prop. The list echoes each value the box
  // sent a moment later (react-admin writes it through the address in a 0 ms timer), possibly
  // after more letters were typed: an echo of a value still awaited is not a change from
  // elsewhere and must not take those letters back.
  const [shown, setShown] = useState(listed);
  const [awaited, setAwaited] = useState<string[]>([]);
  if (shown !== listed) {
    const echo = awaited.indexOf(listed);
    setShown(listed);
    setAwaited(awaited.slice(echo + 1));
    if (echo < 0 && value !== listed) setValue(listed);
  }
  return (
    <OutlinedInput
      size="small"
      inputRef={box}
      value={value}
      placeholder={placeholder ? translate(placeholder) : undefined}
      onChange={(event) => {
        setValue(event.target.value);
        setAwaited([...awaited, event.target.value]);
        typeSearch({ ...filterValues, q: event.target.value || undefined });
      }}
      startAdornment={
        <InputAdornment position="start">
          <SearchIcon fontSize="small" />
        </InputAdornment>
      }
      slotProps={{ input: { 'aria-label': translate('table.filter'), 'aria-keyshortcuts': '/' } }}
    />
  );
};
