// A table of rows declared by a form config (RowsTableConfig): a heading, column headers, one
// line of inputs per row with a remove button, the Yes/No question before a removal, and an add
// button. Pure rules in tableRows.ts.
import { useState } from 'react';
import { Box, Button, IconButton, Table, TableBody, TableCell, TableHead, TableRow as Row, TextField, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import DeleteIcon from '@mui/icons-material/Delete';
import { useNotify, useTranslate } from 'react-admin';
import type { ResourceConfig, RowsTableConfig, TableColumnConfig } from '../../language/types';
import { tableTexts } from '../../language/screenTexts';
import { keyIfText } from './formTextKeys';
import { ErrorBanner } from './ErrorBanner';
import { loadFailure } from './loadFailure';
import { fieldLabel, schemaProperty } from './columnLabel';
import { schemaChoices } from './schemaChoices';
import { RemoveRowDialog } from './RemoveRowDialog';
import { isSecretCell } from './secretCells';
import { addProblem, newRowOf, removalAsks, removalValues, type TableRow } from './tableRows';
import { useCalls } from './useCallResult';
import { useFirstChoiceFill } from './useFirstChoiceFill';
import { NARROW_QUERY } from './narrowQuery';

interface Props<R extends { key: number }> {
  config: ResourceConfig;
  /** the form field holding the rows: the table's texts sit under it (language/screenTexts.ts) */
  field: string;
  table: RowsTableConfig;
  rows: readonly R[];
  onChange: (rows: R[]) => void;
  readOnly: boolean;
  /** shows a rule's message (the new-rows limit) */
  onProblem: (message: string) => void;
  /** messages of single cells, by `${row.key}:${field}` */
  errors?: Readonly<Record<string, string>>;
  /**
   * Where removing a row needs more than the form (the platform drops a saved row at once):
   * resolves whether the row goes; the table says the success text only then.
   */
  onRemove?: (row: R) => Promise<boolean>;
}

interface Option {
  value: string;
  label: string;
}

/** Each column's header and, for a select, its options (the row schema's fixed choices, or a call's answer). */
const useColumns = (config: ResourceConfig, field: string, table: RowsTableConfig) => {
  const translate = useTranslate();
  const texts = tableTexts(config.name, field);
  const withChoices = table.columns.filter((c) => c.choices);
  const answers = useCalls(
    config.name,
    withChoices.map((c) => ({ endpoint: c.choices!.endpoint })),
  );
  const optionsOf = (column: TableColumnConfig): Option[] | undefined => {
    const fixed = table.item && schemaChoices(schemaProperty(table.item, column.source));
    if (fixed) return fixed.map((choice) => ({ value: choice.id, label: choice.name }));
    const choices = column.choices;
    if (!choices) return undefined;
    const rows = (answers[withChoices.indexOf(column)]?.data ?? []) as Record<string, unknown>[];
    const loaded = rows.map((row) => ({ value: String(row[choices.optionValue]), label: String(row[choices.optionText] ?? '') }));
    return [{ value: '', label: '' }, ...loaded];
  };
  const failure = loadFailure(
    translate,
    withChoices.flatMap((c, i) => (c.choices!.loadError ? [{ error: answers[i]?.error, prefix: c.choices!.loadError }] : [])),
  );
  const columns = table.columns.map((column) => ({
    column,
    options: optionsOf(column),
    label: fieldLabel(translate, table.item!, column.source, keyIfText(translate, texts.column(column.source))),
  }));
  return { columns, failure };
};

/** The first option of each column with options, by its field, once loaded. */
const firstOptions = (columns: readonly { column: { source: string }; options?: readonly Option[] }[]): Record<string, string> =>
  Object.fromEntries(
    columns.flatMap(({ column, options }) => {
      const first = options?.find((o) => o.value !== '')?.value;
      return first === undefined ? [] : [[column.source, first]];
    }),
  );

/** A row's cells by field name: the rows' own type is the screen's, the table reads them by the declared fields. */
const cells = (row: { key: number }) => row as unknown as TableRow;

export function RowsTable<R extends { key: number }>({
  config,
  field,
  table,
  rows,
  onChange,
  readOnly,
  onProblem,
  errors,
  onRemove,
}: Props<R>) {
  const translate = useTranslate();
  const notify = useNotify();
  // Read at each render, not through MUI's useMediaQuery: importing it from the form chunk split the
  // chunks the first screen loads (its 200 KB budget).
  const narrow = window.matchMedia?.(NARROW_QUERY).matches ?? false;
  const [removing, setRemoving] = useState<R | null>(null);
  const [busy, setBusy] = useState(false);
  const { columns, failure } = useColumns(config, field, table);
  const texts = tableTexts(config.name, field);
  const heading = translate(texts.heading, { count: rows.length });
  const blank = translate(texts.blank, { _: '' });

  const firsts = firstOptions(columns);
  useFirstChoiceFill(table, rows, onChange, firsts);

  const update = (row: R, field: string, value: string) => onChange(rows.map((r) => (r.key === row.key ? { ...r, [field]: value } : r)));
  const add = () => {
    const problem = addProblem(table, rows.map(cells));
    if (problem) return onProblem(problem);
    // The new row holds the declared fields: the shape the screen's rows have.
    onChange([...rows, newRowOf(table, rows.map(cells), firsts) as unknown as R]);
  };
  const without = (row: R) => rows.filter((r) => r.key !== row.key);
  const askToRemove = (row: R) => (removalAsks(table, cells(row)) ? setRemoving(row) : onChange(without(row)));
  const confirmRemove = async () => {
    const row = removing;
    setRemoving(null);
    if (!row) return;
    if (onRemove) {
      setBusy(true);
      const goes = await onRemove(row).finally(() => setBusy(false));
      if (!goes) return;
    }
    onChange(without(row));
    notify(translate(texts.removed, removalValues(cells(row), blank)), { type: 'success' });
  };

  // A table of inputs needs its width: on a phone its section scrolls sideways, the form does not
  // (relative: the columns' visually hidden name is clipped with them, not widening the dialog).
  // There it takes focus, so the keyboard can scroll it where its inputs are read-only.
  return (
    <Box component="section" aria-label={heading} tabIndex={narrow ? 0 : undefined} sx={{ my: 2, overflowX: 'auto', position: 'relative' }}>
      <Typography variant="subtitle1" component="h3">
        {heading}
      </Typography>
      <ErrorBanner message={failure} />
      <Table size="small" aria-label={heading}>
        <TableHead>
          <Row>
            {columns.map((c) => (
              <TableCell key={c.column.source}>{c.label}</TableCell>
            ))}
            {/* Every column is named, the remove buttons' too (read by screen readers only). */}
            <TableCell>
              <Box component="span" sx={visuallyHidden}>
                {translate('actions.rowActions')}
              </Box>
            </TableCell>
          </Row>
        </TableHead>
        <TableBody>
          {rows.length === 0 && (
            <Row>
              <TableCell colSpan={columns.length + 1}>{translate(texts.empty)}</TableCell>
            </Row>
          )}
          {rows.map((row, i) => {
            const place = { n: i + 1, row: i + 1 };
            return (
              <Row key={row.key}>
                {columns.map(({ column, options, label }) => {
                  const masked = isSecretCell(table.item, cells(row), column.source);
                  const error = errors?.[`${row.key}:${column.source}`];
                  return (
                    <TableCell key={column.source} sx={{ py: 0.5, verticalAlign: 'top' }}>
                      <TextField
                        size="small"
                        fullWidth
                        value={String(cells(row)[column.source] ?? '')}
                        type={masked ? 'password' : 'text'}
                        disabled={readOnly}
                        error={!!error}
                        helperText={error}
                        onChange={(e) => update(row, column.source, e.target.value)}
                        select={!!options}
                        sx={{ minWidth: options ? 150 : 120 }}
                        slotProps={{
                          htmlInput: {
                            'aria-label': translate(texts.cell, { label, column: label, ...place }),
                            readOnly,
                            maxLength: table.item && schemaProperty(table.item, column.source)?.maxLength,
                          },
                          select: { native: true },
                        }}
                      >
                        {options?.map((o) => (
                          <option key={o.value} value={o.value}>
                            {o.label}
                          </option>
                        ))}
                      </TextField>
                    </TableCell>
                  );
                })}
                <TableCell sx={{ width: 48, verticalAlign: 'top' }}>
                  {!readOnly && (
                    <IconButton
                      aria-label={translate(texts.remove, { ...removalValues(cells(row), blank), ...place })}
                      onClick={() => askToRemove(row)}
                      disabled={busy}
                      size="small"
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  )}
                </TableCell>
              </Row>
            );
          })}
        </TableBody>
      </Table>
      {!readOnly && (
        <Button variant="outlined" size="small" onClick={add} sx={{ mt: 1 }}>
          {translate(texts.add)}
        </Button>
      )}
      <RemoveRowDialog
        question={removing ? translate(texts.removeQuestion, removalValues(cells(removing), blank)) : null}
        onYes={() => void confirmRemove()}
        onNo={() => setRemoving(null)}
      />
    </Box>
  );
}
