import { useState } from 'react';
import { Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import { useNotify, useTranslate, type RaRecord } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import type { Application, IpRangeGroup } from '../../schemas';
import type { IpRangeAssignmentConfig, ResourceConfig } from '../../language/types';
import { useSlinkDataProvider } from '../data/useSlinkDataProvider';
import { ErrorBanner } from '../engine/ErrorBanner';
import { failureMessage, serverMessage } from '../engine/failureMessage';
import { IpOctetInput, octetsToText, type Octets } from '../engine/IpOctetInput';
import { loadFailure } from '../engine/loadFailure';
import { TagList } from '../engine/TagList';
import { useCallResult } from '../engine/useCallResult';
import { validate } from '../../shared/validation/validate';
import { rangesOfGroup } from './rangesOfGroup';
import { sectionTexts } from '../../language/screenTexts';

const ZERO: Octets = [0, 0, 0, 0];

interface Props {
  config: ResourceConfig;
  ipRanges: IpRangeAssignmentConfig;
  record: RaRecord;
}

/** The record's IP ranges per application, each removable, and 'Add Range'; calls and texts from `ipRanges`. */
export const IpRangeSection = ({ config, ipRanges, record }: Props) => {
  const translate = useTranslate();
  const texts = sectionTexts(config.name, 'ipRanges');
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useSlinkDataProvider();
  const ranges = useCallResult<IpRangeGroup[]>(config.name, ipRanges.assigned);
  const applications = useCallResult<Application[]>(config.name, ipRanges.all);
  const [app, setApp] = useState('');
  const [start, setStart] = useState<Octets>(ZERO);
  const [end, setEnd] = useState<Octets>(ZERO);
  const [error, setError] = useState<string | null>(null);
  const reload = () => queryClient.invalidateQueries({ queryKey: [config.name, 'call', ipRanges.assigned] });
  const mine = rangesOfGroup(ranges.data ?? [], record.id);

  const add = async () => {
    const body = {
      account_group_id: record.id,
      app_code: app || undefined,
      ip_range_start: octetsToText(start),
      ip_range_end: octetsToText(end),
    };
    const check = validate(ipRanges.validator, body);
    if (!check.valid) return setError(check.message ?? null);
    try {
      await dataProvider.call(config.name, ipRanges.add, { body });
      setError(null);
      notify(translate(texts.added), { type: 'success' });
      await reload();
    } catch (err) {
      // The prefix names the range, so it is translated with it rather than by failureMessage.
      const prefix = translate(texts.addError, { start: body.ip_range_start, end: body.ip_range_end });
      setError(prefix + serverMessage(err));
    }
  };
  const remove = async (rangeId: string | number) => {
    try {
      await dataProvider.call(config.name, ipRanges.remove, { params: { rangeId } });
      setError(null);
      notify(translate(texts.removed), { type: 'success' });
      await reload();
    } catch (err) {
      setError(failureMessage(translate, err, texts.removeError));
    }
  };

  const loadError = loadFailure(translate, [
    { error: ranges.error, prefix: texts.loadError },
    { error: applications.error, prefix: texts.allError },
  ]);
  return (
    <Box component="section" sx={{ my: 2 }}>
      <ErrorBanner message={error ?? loadError} />
      <TagList
        heading={texts.heading}
        tags={mine.map((r) => ({ key: String(r.id), label: translate(texts.tag, r) }))}
        onRemove={(tag) => remove(tag.key)}
      />
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        {translate(texts.section)}
      </Typography>
      <TextField
        select
        label={translate(texts.picker)}
        value={app}
        onChange={(e) => setApp(e.target.value)}
        size="small"
        sx={{ minWidth: 260, my: 1 }}
      >
        {(applications.data ?? []).map((a) => (
          <MenuItem key={String(a.application_type_code)} value={String(a.application_type_code)}>
            {String(a.application_name)}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'flex-end' }}>
        <IpOctetInput label={texts.start} octetLabel={texts.octet} value={start} onChange={setStart} />
        <IpOctetInput label={texts.end} octetLabel={texts.octet} value={end} onChange={setEnd} />
        <Button variant="outlined" onClick={add}>
          {translate(texts.add)}
        </Button>
      </Box>
    </Box>
  );
};
