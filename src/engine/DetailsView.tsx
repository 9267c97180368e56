import { Box, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DetailConfig } from '../../resources/types';
import { fieldLabel } from './columnLabel';
import { DetailsTable } from './DetailsTable';
import type { ModeProps } from './modeProps';
import { formatValue } from './formatValue';

const plain = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** A read-only view: the form's fields, then detail lines (lists with their empty texts). */
export const DetailsView = ({ config, mode, record, close }: ModeProps) => {
  const translate = useTranslate();
  const form = config.forms[mode]!;
  const detail = (d: DetailConfig) => {
    const value = record?.[d.source];
    if (!Array.isArray(value)) return plain(value);
    if (value.length === 0) return d.empty ? translate(d.empty) : '';
    return value.map((item) => (d.item ? translate(d.item, item) : plain(item))).join(', ');
  };
  const rows: [string, string][] = [
    ...(form.fields ?? []).map((f): [string, string] => [
      fieldLabel(translate, config.schema, f),
      formatValue(translate, config.fieldOptions?.[f]?.display, record?.[f]),
    ]),
    ...(form.details ?? []).map((d): [string, string] => [fieldLabel(translate, config.schema, d.source, d.label), detail(d)]),
  ];
  return (
    <>
      <DetailsTable rows={rows} />
      <Box sx={{ mt: 2 }}>
        <Button variant="contained" onClick={close}>
          {translate('buttons.done')}
        </Button>
      </Box>
    </>
  );
};
