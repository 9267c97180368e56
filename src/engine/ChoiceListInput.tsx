// A list of the schema's fixed choices (an array of an enum or of labelled choices): a select of
// several, the chosen ones as chips with their titles, the codes held and sent in the schema's
// order. MUI's TextField select rather than react-admin's SelectArrayInput: that one brings MUI's
// Stack (for its loading state), whose breakpoint helpers then join a chunk of the first screen
// (about 0.2 KB gzip on its 200 KB budget); every part used here is loaded already.
import { Box, Chip, MenuItem, TextField } from '@mui/material';
import { InputHelperText, useInput } from 'react-admin';
import { schemaChoices } from './schemaChoices';

interface Props {
  source: string;
  label: string;
  helperText: string | false;
  readOnly: boolean;
  disabled?: boolean;
  /** the schema's `items`: an `enum`, or a `oneOf` of `{ const, title }` */
  items: unknown;
}

/** The codes of a list's choices as the schema writes them (a number stays a number). */
const codesOf = (items: unknown): readonly unknown[] => {
  const { enum: values, oneOf } = (items ?? {}) as { enum?: readonly unknown[]; oneOf?: readonly { const: unknown }[] };
  return values ?? oneOf?.map((b) => b.const) ?? [];
};

/** The chosen codes in the schema's order (a list reads the same however it was picked); none as an empty list. */
export const inSchemaOrder =
  (codes: readonly unknown[]) =>
  (picked: unknown): unknown[] => {
    const chosen = Array.isArray(picked) ? picked.map(String) : [];
    return [...codes.filter((c) => chosen.includes(String(c))), ...chosen.filter((c) => !codes.some((code) => String(code) === c))];
  };

const shownCodes = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

export const ChoiceListInput = ({ source, label, helperText, readOnly, disabled, items }: Props) => {
  const choices = schemaChoices(items as Parameters<typeof schemaChoices>[0]) ?? [];
  const { field, fieldState, id } = useInput({ source, format: shownCodes, parse: inSchemaOrder(codesOf(items)), readOnly, disabled });
  const titleOf = (code: string) => choices.find((c) => c.id === code)?.name ?? code;
  return (
    <TextField
      select
      id={id}
      name={field.name}
      inputRef={field.ref}
      label={label}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      disabled={readOnly || disabled}
      error={fieldState.invalid}
      helperText={
        helperText !== false || fieldState.invalid ? <InputHelperText error={fieldState.error?.message} helperText={helperText} /> : null
      }
      size="small"
      margin="none"
      fullWidth
      slotProps={{
        select: {
          multiple: true,
          renderValue: (selected) => (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
              {inSchemaOrder(choices.map((c) => c.id))(selected).map((code) => (
                <Chip key={String(code)} label={titleOf(String(code))} size="small" />
              ))}
            </Box>
          ),
        },
      }}
    >
      {choices.map((c) => (
        <MenuItem key={c.id} value={c.id}>
          {c.name}
        </MenuItem>
      ))}
    </TextField>
  );
};
