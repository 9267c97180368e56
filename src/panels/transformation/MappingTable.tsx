import { Box, Button, IconButton, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslate } from 'react-admin';
import { MAX_MAPPING_VALUE } from '../../../schemas/transformation.schema';
import type { MappingRowState } from './mappingRows';

export type MappingField = 'map_from' | 'map_to';

interface Props {
  rows: readonly MappingRowState[];
  readOnly: boolean;
  /** messages by `${row.key}:${field}` */
  errors: Record<string, string>;
  onChange: (row: MappingRowState, field: MappingField, value: string) => void;
  onAdd: () => void;
  onRemove: (row: MappingRowState) => void;
}

const FIELDS: { field: MappingField; label: string }[] = [
  { field: 'map_from', label: 'transformations.mappings.from' },
  { field: 'map_to', label: 'transformations.mappings.to' },
];

/** The Map From / Map To table: a text cell per value, a remove button per row, an add button. */
export const MappingTable = ({ rows, readOnly, errors, onChange, onAdd, onRemove }: Props) => {
  const translate = useTranslate();
  return (
    <Box component="section" aria-labelledby="mappings-heading" sx={{ mt: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id="mappings-heading" variant="subtitle1" component="h3">
          {translate('transformations.mappings.heading')} ({rows.length})
        </Typography>
        {!readOnly && (
          <Button size="small" variant="outlined" onClick={onAdd}>
            {translate('transformations.mappings.add')}
          </Button>
        )}
      </Box>
      <Table size="small" aria-labelledby="mappings-heading">
        <TableHead>
          <TableRow>
            {FIELDS.map((f) => (
              <TableCell key={f.field}>{translate(f.label)}</TableCell>
            ))}
            {!readOnly && <TableCell sx={{ width: 64 }}>{translate('transformations.mappings.actions')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={3}>
                <Typography variant="body2" color="text.secondary">
                  {translate('transformations.mappings.none')}
                </Typography>
              </TableCell>
            </TableRow>
          )}
          {rows.map((row, i) => (
            <TableRow key={row.key}>
              {FIELDS.map((f) => {
                const error = errors[`${row.key}:${f.field}`];
                return (
                  <TableCell key={f.field} sx={{ verticalAlign: 'top' }}>
                    <TextField
                      value={row[f.field]}
                      onChange={(e) => onChange(row, f.field, e.target.value)}
                      size="small"
                      fullWidth
                      error={!!error}
                      helperText={error}
                      slotProps={{
                        htmlInput: {
                          maxLength: MAX_MAPPING_VALUE,
                          readOnly,
                          'aria-label': translate('transformations.mappings.cellLabel', { column: translate(f.label), row: i + 1 }),
                        },
                      }}
                    />
                  </TableCell>
                );
              })}
              {!readOnly && (
                <TableCell sx={{ verticalAlign: 'top' }}>
                  <IconButton aria-label={translate('transformations.mappings.remove', { row: i + 1 })} onClick={() => onRemove(row)}>
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};
