import { useState } from 'react';
import { Autocomplete, Box, Button, TextField } from '@mui/material';
import { useNotify, useTranslate, type RaRecord } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import type { ItemAssignmentConfig, ResourceConfig } from '../../language/types';
import { useSlinkDataProvider } from '../data/useSlinkDataProvider';
import { validate } from '../../shared/validation/validate';
import { ErrorBanner } from './ErrorBanner';
import { failureMessage } from './failureMessage';
import { loadFailure } from './loadFailure';
import { TagList } from './TagList';
import { useCallResult } from './useCallResult';
import { sectionTexts } from '../../language/screenTexts';
import { keyIfText } from './formTextKeys';

type Item = Record<string, unknown>;

interface Props {
  config: ResourceConfig;
  /** the section's key in the form's `assign.items.sections`: its texts sit under `<screen>.items.<key>` */
  itemKey: string;
  assignment: ItemAssignmentConfig;
  record: RaRecord;
}

/** Attached items as removable tags, and a picker of the free ones (vendor short codes, email domains). */
export const ItemAssignmentSection = ({ config, itemKey, assignment, record }: Props) => {
  const translate = useTranslate();
  const texts = sectionTexts(config.name, `items.${itemKey}`);
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useSlinkDataProvider();
  const { idField } = assignment;
  const labelField = assignment.label.field;
  // The free items' answer may name its fields otherwise; picker options are read as attached ones.
  const freeId = assignment.label.allId ?? idField;
  const freeLabel = assignment.label.allField ?? labelField;
  const params = { id: record.id };
  const assignedQuery = useCallResult<Item[]>(config.name, assignment.assigned, { params });
  const availableQuery = useCallResult<Item[]>(config.name, assignment.all);
  const [picked, setPicked] = useState<Item | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const assigned = assignedQuery.data ?? [];
  // The platform lists only free items; an attached one is left out in case the answers cross.
  const taken = new Set(assigned.map((i) => String(i[idField])));
  const available = (availableQuery.data ?? [])
    .map((i): Item => ({ ...i, [idField]: i[freeId], [labelField]: i[freeLabel] }))
    .filter((i) => !taken.has(String(i[idField])));
  const labelOf = (item: Item) => String(item[labelField] ?? item[idField] ?? '');

  // Counts on the list change too, and some calls lie outside the list's path: drop its copy.
  const reload = async () => {
    await dataProvider.invalidate(config.name);
    await queryClient.invalidateQueries({ queryKey: [config.name] });
  };
  const run = async (action: () => Promise<unknown>, success: string, prefix: string, item: Item) => {
    setBusy(true);
    try {
      await action();
      setError(null);
      notify(translate(success, item), { type: 'success' });
      await reload();
      return true;
    } catch (err) {
      setError(failureMessage(translate, err, prefix));
      return false;
    } finally {
      setBusy(false);
    }
  };
  const add = async () => {
    const check = validate(assignment.validator, picked ? { [idField]: picked[idField] } : {});
    if (!check.valid || !picked) return setError(check.message ?? null);
    const item = picked;
    const done = await run(
      () => dataProvider.call(config.name, assignment.add, { params: { ...params, itemId: item[idField] } }),
      texts.added,
      texts.addError,
      item,
    );
    if (done) setPicked(null);
  };
  const remove = (item: Item) =>
    run(
      () => dataProvider.call(config.name, assignment.remove, { params: { ...params, itemId: item[idField] } }),
      texts.removed,
      texts.removeError,
      item,
    );

  const loadError = loadFailure(translate, [
    { error: assignedQuery.error, prefix: texts.loadError },
    { error: availableQuery.error, prefix: texts.allError },
  ]);
  return (
    <Box component="section" sx={{ my: 2 }}>
      <ErrorBanner message={error ?? loadError} />
      <TagList
        heading={texts.heading}
        tags={assigned.map((i) => ({ key: String(i[idField]), label: labelOf(i) }))}
        onRemove={(tag) => remove(assigned.find((i) => String(i[idField]) === tag.key)!)}
        emptyText={keyIfText(translate, texts.empty)}
        disabled={busy}
      />
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 1 }}>
        <Autocomplete<Item, false, false, false>
          options={available}
          value={picked}
          onChange={(_, value) => setPicked(value)}
          getOptionLabel={labelOf}
          isOptionEqualToValue={(a, b) => String(a[idField]) === String(b[idField])}
          getOptionKey={(i) => String(i[idField])}
          loading={availableQuery.isPending}
          sx={{ flex: 1, maxWidth: 480 }}
          renderInput={(props) => <TextField {...props} label={translate(texts.picker)} size="small" />}
        />
        <Button variant="outlined" onClick={add} disabled={busy}>
          {translate(texts.add)}
        </Button>
      </Box>
    </Box>
  );
};
