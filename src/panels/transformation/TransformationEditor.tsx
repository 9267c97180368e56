// The transformation form: Name, Description, Output Data Type and the
// mapping table. Save checks everything first (the shared validators), then saves in two steps
// (saveTransformation). An in-use transformation, and the View mode, are read-only.
import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, MenuItem, TextField } from '@mui/material';
import { useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { mappingProblems } from '../../../schemas/rules/transformationMapping';
import { MAX_TRANSFORMATION_DESCRIPTION, MAX_TRANSFORMATION_NAME, OUTPUT_TYPES } from '../../../schemas/transformation.schema';
import { useSlinkDataProvider } from '../../data/useSlinkDataProvider';
import { useReportDirty } from '../../engine/closeGuard';
import { fieldLabel } from '../../engine/columnLabel';
import { ErrorBanner } from '../../engine/ErrorBanner';
import { failureMessage } from '../../engine/failureMessage';
import { FormButtons } from '../../engine/FormButtons';
import type { ModeProps } from '../../engine/modeProps';
import { useFormSuccess } from '../../engine/useFormSuccess';
import { validate } from '../../validation/validate';
import { RowsTable } from '../../engine/RowsTable';
import { mappingsBody, mappingsChanged, rowsFrom, savedListWithout, type MappingRowState, type SavedMapping } from './mappingRows';
import { saveTransformation, SaveStepError, type TransformationDetails } from './saveTransformation';

interface Props extends ModeProps {
  initialRecord: RaRecord | Record<string, unknown>;
  initialSaved: SavedMapping[];
}

const detailsOf = (r: Record<string, unknown>): TransformationDetails => ({
  name: String(r.name ?? ''),
  description: String(r.description ?? ''),
  output_type: String(r.output_type ?? 'String'),
});

export const TransformationEditor = ({ config, mode, close, cancel, initialRecord, initialSaved }: Props) => {
  const translate = useTranslate();
  const dataProvider = useSlinkDataProvider();
  const refresh = useRefresh();
  const succeed = useFormSuccess(close);
  const form = config.forms[mode]!;
  const readOnly = mode === 'show' || initialRecord.in_use === true;
  const [id, setId] = useState<string | number | undefined>(mode === 'insert' ? undefined : (initialRecord.id as string | number));
  const [baseDetails, setBaseDetails] = useState(() => detailsOf(initialRecord));
  const [details, setDetails] = useState(baseDetails);
  const [saved, setSaved] = useState(initialSaved);
  const [rows, setRows] = useState(() => rowsFrom(initialSaved));
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [cellErrors, setCellErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  useReportDirty(!readOnly && (JSON.stringify(details) !== JSON.stringify(baseDetails) || mappingsChanged(rows, saved)));

  const persist = async (target: string | number, mappings: SavedMapping[]) =>
    dataProvider.call<SavedMapping[]>(config.name, 'saveMappings', { params: { id: target }, body: { mappings } });
  /** A saved row is removed on the platform at once (mappingRows.savedListWithout says why). */
  const removeRow = async (row: MappingRowState): Promise<boolean> => {
    if (row.mapping_id !== 0 && id !== undefined) {
      try {
        setSaved(await persist(id, savedListWithout(saved, row)));
      } catch {
        setError(translate('transformations.errors.removeMapping'));
        return false;
      }
    }
    setError(null);
    return true;
  };

  const setDetail = (field: keyof TransformationDetails, value: string) => {
    setDetails((d) => ({ ...d, [field]: value }));
    setFieldErrors(({ [field]: _, ...rest }) => rest);
  };
  // A cell's own message goes once the user changes that cell; the banner stays until the next save.
  const changeRows = (next: MappingRowState[]) => {
    setCellErrors((current) =>
      Object.fromEntries(
        Object.entries(current).filter(([cell]) => {
          const [key, field] = cell.split(':');
          const before = rows.find((r) => String(r.key) === key);
          const after = next.find((r) => String(r.key) === key);
          return !!before && !!after && before[field as keyof MappingRowState] === after[field as keyof MappingRowState];
        }),
      ),
    );
    setRows(next);
  };

  /** Every rule before any call: the details' messages first, then the table's, top to bottom. */
  const check = (body: TransformationDetails) => {
    const detailCheck = validate(form.validator ?? 'transformation', body);
    const mappingCheck = validate('transformationMappings', { output_type: body.output_type, mappings: mappingsBody(rows) });
    const cells: Record<string, string> = {};
    for (const p of mappingProblems(rows, body.output_type)) cells[`${rows[p.row].key}:${p.field}`] ??= p.message;
    setFieldErrors(detailCheck.fieldErrors);
    setCellErrors(cells);
    const message = detailCheck.message ?? mappingCheck.message ?? null;
    setError(message);
    return message === null;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { ...details, name: details.name.trim(), description: details.description.trim() };
    if (readOnly || !check(body)) return;
    setSaving(true);
    try {
      await saveTransformation((endpoint, options) => dataProvider.call(config.name, endpoint, options), {
        id,
        details: body,
        mappings: mappingsBody(rows),
        onCreated: setId,
      });
      succeed(form.success);
    } catch (err) {
      const endpoint = err instanceof SaveStepError ? err.endpoint : undefined;
      // The details were saved when only the mapping list failed: the list shows them already.
      if (endpoint === 'saveMappings') {
        setBaseDetails(body);
        refresh();
      }
      setError(failureMessage(translate, err, 'transformations.errors.save', endpoint, config.conflicts));
      setSaving(false);
    }
  };

  const label = (field: string) => fieldLabel(translate, config.schema, field);
  return (
    <Box component="form" noValidate onSubmit={submit}>
      {initialRecord.in_use === true && (
        <Alert severity="info" role="status" sx={{ mb: 2 }}>
          {translate('transformations.inUse')}
        </Alert>
      )}
      <ErrorBanner message={error} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' }, gap: 2, pt: 1 }}>
        <TextField
          label={label('name')}
          required={!readOnly}
          value={details.name}
          onChange={(e) => setDetail('name', e.target.value)}
          error={!!fieldErrors.name}
          helperText={fieldErrors.name}
          slotProps={{ htmlInput: { maxLength: MAX_TRANSFORMATION_NAME, readOnly } }}
        />
        <TextField
          select
          label={label('output_type')}
          value={details.output_type}
          onChange={(e) => setDetail('output_type', e.target.value)}
          error={!!fieldErrors.output_type}
          helperText={fieldErrors.output_type}
          slotProps={{ select: { readOnly } }}
        >
          {OUTPUT_TYPES.map((t) => (
            <MenuItem key={t} value={t}>
              {t}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={label('description')}
          value={details.description}
          onChange={(e) => setDetail('description', e.target.value)}
          multiline
          minRows={2}
          error={!!fieldErrors.description}
          helperText={fieldErrors.description}
          sx={{ gridColumn: '1 / -1' }}
          slotProps={{ htmlInput: { maxLength: MAX_TRANSFORMATION_DESCRIPTION, readOnly } }}
        />
      </Box>
      <RowsTable
        config={config}
        table={form.tables!.mappings!}
        rows={rows}
        onChange={changeRows}
        readOnly={readOnly}
        form={initialRecord}
        onProblem={setError}
        errors={cellErrors}
        onRemove={removeRow}
      />
      {readOnly ? (
        <Button variant="contained" onClick={cancel} sx={{ mt: 2 }}>
          {translate('buttons.done')}
        </Button>
      ) : (
        <FormButtons onCancel={cancel} showRequiredNote disabled={saving} />
      )}
    </Box>
  );
};
