import { Box, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { detailTexts } from '../../language/screenTexts';
import { jsonTextOf, jsonTextValues } from '../../schemas/rules/jsonText';
import { isChoiceList } from '../../schemas/rules/valueKinds';
import { useSession } from '../auth/useSession';
import { fieldLabel, schemaProperty } from './columnLabel';
import { DetailsTable } from './DetailsTable';
import { ErrorBanner } from './ErrorBanner';
import { formFields } from './formFields';
import { formSchemaOf } from './formSchema';
import type { ModeProps } from './modeProps';
import { fieldText } from './formatValue';
import { useFieldChoices } from './useFieldChoices';
import { useRelatedLists } from './RelatedLists';
import { keyIfText } from './formTextKeys';

const plain = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/**
 * A read-only view: the form's fields that show for this record and user (as the forms decide),
 * a value shown as its option's text where declared, a list as a detail line (each entry by its
 * item text, the empty text when none), then the related lists loaded by their own calls.
 */
export const DetailsView = ({ config, mode, record, close }: ModeProps) => {
  const translate = useTranslate();
  const form = config.forms[mode]!;
  const jsonText = jsonTextOf(config.schema);
  const flat: Record<string, unknown> = { ...record, ...(record && jsonText ? jsonTextValues(record, jsonText) : {}) };
  const { shown } = formFields(config, form, flat, useSession()?.user_type);
  const choices = useFieldChoices(
    config,
    shown.filter((f) => config.fieldOptions?.[f]?.display === 'option'),
  );
  const related = useRelatedLists(config, form.related ?? [], record);
  const detail = (source: string, value: unknown[]) => {
    const texts = detailTexts(config.name, source);
    const empty = keyIfText(translate, texts.empty);
    if (value.length === 0) return empty ? translate(empty) : '';
    const item = keyIfText(translate, texts.item);
    return value.map((element) => (item ? translate(item, element) : plain(element))).join(', ');
  };
  const shownValue = (field: string) => {
    const value = flat[field];
    const display = config.fieldOptions?.[field]?.display;
    const property = schemaProperty(formSchemaOf(config, form), field);
    // A list of the schema's choices reads as their titles (fieldText); any other list entry by entry.
    if (Array.isArray(value) && !display && !isChoiceList(property?.items)) return detail(field, value);
    const chosen = value === undefined || value === null ? undefined : choices.texts[field]?.get(String(value));
    return chosen ?? fieldText(translate, property, display, value);
  };
  const rows = shown.map((f): [string, string] => [
    fieldLabel(translate, config.schema, f, keyIfText(translate, detailTexts(config.name, f).label)),
    shownValue(f),
  ]);
  return (
    <>
      <ErrorBanner message={choices.failure ?? related.failure} />
      <DetailsTable rows={rows} />
      {related.sections}
      <Box sx={{ mt: 2 }}>
        <Button variant="contained" onClick={close}>
          {translate('buttons.done')}
        </Button>
      </Box>
    </>
  );
};
