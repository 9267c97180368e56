// 'API Link Configuration details': the link's fields, its
// authentication details and its attributes; Save and Cancel. Used for insert, edit and show;
// a link in use is shown read-only under the banner 'This API Link is in use'.
import { useEffect, useState } from 'react';
import { Alert, Box, Button, Checkbox, FormControlLabel, LinearProgress, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ApiAuthMethod, ApiDataType, ApiLinkAttribute } from '../../schemas';
import { API_LINK_VERBS } from '../../schemas/apiLink.schema';
import { useReportDirty } from '../engine/closeGuard';
import { namedFieldLabel } from '../engine/namedFieldLabel';
import { ErrorBanner } from '../engine/ErrorBanner';
import { FormButtons } from '../engine/FormButtons';
import type { ModeProps } from '../engine/modeProps';
import { loadFailure } from '../engine/loadFailure';
import { requiredFields } from '../engine/requiredFields';
import { useCallResult } from '../engine/useCallResult';
import {
  attributeRowsFromAnswer,
  authRowsFromRecord,
  fieldsFromRecord,
  snapshot,
  type AttributeRow,
  type AuthRow,
  type LinkFields,
} from './apiLink/apiLinkForm';
import { RowsTable } from '../engine/RowsTable';
import { useApiLinkSave } from './apiLink/useApiLinkSave';

type TextKey = 'api_link_name' | 'api_link_description' | 'api_link_url';

const ApiLinkConfigurationForm = ({ config, mode, record, close, cancel }: ModeProps) => {
  const translate = useTranslate();
  const isNew = mode === 'insert';
  const id = isNew ? undefined : record?.id;
  const params = { id };
  const dataTypes = useCallResult<ApiDataType[]>(config.name, 'dataTypes');
  const authMethods = useCallResult<ApiAuthMethod[]>(config.name, 'authMethods');
  const inUseQuery = useCallResult<{ in_use?: boolean }>(config.name, 'inUse', { params }, !isNew);
  const attributesQuery = useCallResult<ApiLinkAttribute[]>(config.name, 'attributes', { params }, !isNew);

  const [fields, setFields] = useState<LinkFields>(() => fieldsFromRecord(isNew ? undefined : record));
  // Stored details that are not JSON are told, and the form starts with no rows.
  const [start] = useState((): { rows: AuthRow[]; error: unknown } => {
    try {
      return { rows: isNew ? [] : authRowsFromRecord(record), error: null };
    } catch (error) {
      return { rows: [], error };
    }
  });
  const [auth, setAuth] = useState<AuthRow[]>(start.rows);
  const [attributes, setAttributes] = useState<AttributeRow[] | null>(isNew ? [] : null);
  const [initial, setInitial] = useState<string | null>(isNew ? snapshot(fields, auth, []) : null);
  // The stored attributes become the form's rows once, when they arrive (set while rendering,
  // as React advises for state that follows a prop, so no frame shows the form without them).
  if (attributes === null && attributesQuery.data) {
    const rows = attributeRowsFromAnswer(attributesQuery.data);
    setAttributes(rows);
    setInitial(snapshot(fields, auth, rows));
  }

  const inUse = !isNew && inUseQuery.data?.in_use === true;
  // A link in use is read-only as a whole; so is the details view, and
  // so is a link whose in-use state is not known yet.
  const readOnly = mode === 'show' || inUse || (!isNew && !inUseQuery.data);
  const current = snapshot(fields, auth, attributes);
  const dirty = initial !== null && current !== initial;
  useReportDirty(dirty && !readOnly);

  const { save, error, setError, busy } = useApiLinkSave({
    config,
    id,
    fields,
    auth,
    attributes: attributes ?? [],
    inUse,
    authMethods: authMethods.data ?? [],
    dataTypes: dataTypes.data ?? [],
    close,
  });

  // A message about the form goes once the form changes (the next Save checks again).
  useEffect(() => setError(null), [current, setError]);

  const loadError = loadFailure(translate, [
    { error: start.error, prefix: 'apilinks.errors.details' },
    { error: inUseQuery.error, prefix: 'apilinks.errors.inUse' },
    { error: attributesQuery.error, prefix: 'apilinks.errors.attributes' },
    { error: dataTypes.error, prefix: 'apilinks.errors.dataTypes' },
    { error: authMethods.error, prefix: 'apilinks.errors.authMethods' },
  ]);
  const required = requiredFields('apiLink');
  const tables = config.forms[mode]!.tables ?? {};
  const label = (f: string) => namedFieldLabel(translate, 'apiLinkSave', f);
  const set = (patch: Partial<LinkFields>) => setFields((f) => ({ ...f, ...patch }));
  const text = (f: TextKey, multiline = false) => (
    <TextField
      label={label(f)}
      value={fields[f]}
      onChange={(e) => set({ [f]: e.target.value })}
      required={required.has(f)}
      disabled={readOnly}
      multiline={multiline}
      size="small"
      fullWidth
    />
  );
  const choice = (f: 'api_link_verb' | 'api_link_authentication_method_id', options: { value: string; label: string }[]) => (
    <TextField
      select
      label={label(f)}
      value={fields[f]}
      onChange={(e) => set({ [f]: e.target.value })}
      required={required.has(f)}
      disabled={readOnly}
      size="small"
      fullWidth
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {[{ value: '', label: '' }, ...options].map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </TextField>
  );

  return (
    <Box component="form" noValidate onSubmit={(e) => (e.preventDefault(), void save())}>
      {inUse && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate('apilinks.inUse')}
        </Alert>
      )}
      <ErrorBanner message={loadError} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { md: '1fr 1fr' }, gap: 2 }}>
        {text('api_link_name')}
        {text('api_link_url')}
        <Box sx={{ gridColumn: '1 / -1' }}>{text('api_link_description', true)}</Box>
        {choice(
          'api_link_verb',
          API_LINK_VERBS.map((v) => ({ value: v, label: v })),
        )}
        {choice(
          'api_link_authentication_method_id',
          (authMethods.data ?? []).map((m) => ({ value: String(m.api_authentication_method_id), label: String(m.name ?? '') })),
        )}
      </Box>
      <FormControlLabel
        label={label('api_link_enabled')}
        control={
          <Checkbox checked={fields.api_link_enabled} onChange={(e) => set({ api_link_enabled: e.target.checked })} disabled={readOnly} />
        }
      />
      <RowsTable
        config={config}
        table={tables.authentication!}
        rows={auth}
        onChange={setAuth}
        readOnly={readOnly}
        form={{ in_use: inUse }}
        onProblem={setError}
      />
      <RowsTable
        config={config}
        table={tables.attributes!}
        rows={attributes ?? []}
        onChange={setAttributes}
        readOnly={readOnly}
        form={{ in_use: inUse }}
        onProblem={setError}
      />
      <ErrorBanner message={error} />
      {readOnly ? (
        <Button variant="contained" onClick={close} sx={{ mt: 2 }}>
          {translate('buttons.done')}
        </Button>
      ) : (
        <FormButtons onCancel={cancel} showRequiredNote disabled={busy || attributes === null} />
      )}
    </Box>
  );
};
/**
 * The list's row may stand in for the record while its details load (react-admin's placeholder):
 * the form starts from the details only, which alone carry the authentication details.
 */
const ApiLinkConfigurationPanel = (props: ModeProps) =>
  props.mode !== 'insert' && !(props.record && 'authentication_detail' in props.record) ? (
    <LinearProgress />
  ) : (
    <ApiLinkConfigurationForm {...props} />
  );
export default ApiLinkConfigurationPanel;
