// The table both API link row editors share: a heading, column headers, one line of inputs per
// row with a remove button, the Yes/No question before a removal, and an add button.
import { useState, type ReactNode } from 'react';
import { Box, Button, IconButton, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useNotify, useTranslate } from 'react-admin';
import { RemoveRowDialog } from './RemoveRowDialog';

export interface RowColumn<R> {
  label: string;
  /** a text input, or a native select when `choices` is given */
  get: (row: R) => string;
  set?: (row: R, value: string) => R;
  choices?: readonly { value: string; label: string }[];
  /** the input type, per row (masked values) */
  type?: (row: R) => 'text' | 'password';
  /** the cell cannot be changed for this row */
  locked?: (row: R) => boolean;
}

interface Props<R extends { key: number; name: string }> {
  heading: string;
  columns: readonly RowColumn<R>[];
  rows: readonly R[];
  onChange: (rows: R[]) => void;
  readOnly: boolean;
  /** a row that may not be removed or changed */
  rowLocked?: (row: R) => boolean;
  addLabel: string;
  onAdd: () => void;
  /** i18n keys of the removal question, the success message and the remove button (%{name}) */
  removeQuestion: string;
  removed: string;
  removeLabel: string;
  footer?: ReactNode;
}

export function RowTable<R extends { key: number; name: string }>(props: Props<R>) {
  const { heading, columns, rows, onChange, readOnly, rowLocked = () => false } = props;
  const translate = useTranslate();
  const notify = useNotify();
  const [removing, setRemoving] = useState<R | null>(null);
  const update = (row: R, column: RowColumn<R>, value: string) =>
    onChange(rows.map((r) => (r.key === row.key ? column.set!(r, value) : r)));
  const confirmRemove = () => {
    if (!removing) return;
    onChange(rows.filter((r) => r.key !== removing.key));
    notify(translate(props.removed, { name: removing.name }), { type: 'success' });
    setRemoving(null);
  };
  return (
    <Box component="section" aria-label={heading} sx={{ my: 2 }}>
      <Typography variant="subtitle1" component="h3">
        {heading}
      </Typography>
      <Table size="small" aria-label={heading}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.label}>{c.label}</TableCell>
            ))}
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={columns.length + 1}>{translate('apilinks.fields.noRows')}</TableCell>
            </TableRow>
          )}
          {rows.map((row, i) => {
            const locked = readOnly || rowLocked(row);
            return (
              <TableRow key={row.key}>
                {columns.map((c) => (
                  <TableCell key={c.label} sx={{ py: 0.5 }}>
                    <TextField
                      size="small"
                      fullWidth
                      value={c.get(row)}
                      type={c.type?.(row) ?? 'text'}
                      disabled={locked || !c.set || c.locked?.(row)}
                      onChange={(e) => update(row, c, e.target.value)}
                      select={!!c.choices}
                      sx={c.choices ? { minWidth: 150 } : undefined}
                      slotProps={{
                        htmlInput: { 'aria-label': translate('apilinks.fields.cell', { label: c.label, n: i + 1 }) },
                        select: { native: true },
                      }}
                    >
                      {c.choices?.map((o) => (
                        <option key={o.value} value={o.value}>
                          {o.label}
                        </option>
                      ))}
                    </TextField>
                  </TableCell>
                ))}
                <TableCell sx={{ width: 48 }}>
                  {!locked && (
                    <IconButton aria-label={translate(props.removeLabel, { name: row.name })} onClick={() => setRemoving(row)} size="small">
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {!readOnly && (
        <Button variant="outlined" size="small" onClick={props.onAdd} sx={{ mt: 1 }}>
          {props.addLabel}
        </Button>
      )}
      {props.footer}
      <RemoveRowDialog
        question={removing ? translate(props.removeQuestion, { name: removing.name }) : null}
        onYes={confirmRemove}
        onNo={() => setRemoving(null)}
      />
    </Box>
  );
}
