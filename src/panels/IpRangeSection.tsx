import { useState } from 'react';
import { Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import { useNotify, useTranslate, type RaRecord } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import type { ResourceConfig } from '../../resources/types';
import { useSlinkDataProvider } from '../data/useSlinkDataProvider';
import { ErrorBanner } from '../engine/ErrorBanner';
import { failureMessage } from '../engine/failureMessage';
import { IpOctetInput, octetsToText, type Octets } from '../engine/IpOctetInput';
import { TagList } from '../engine/TagList';
import { useCallResult } from '../engine/useCallResult';
import { validate } from '../validation/validate';
import { rangesOfGroup, type IpRangeGroup } from './rangesOfGroup';

type Row = Record<string, unknown>;
const ZERO: Octets = [0, 0, 0, 0];

/** The account group's IP ranges per application, each removable, and 'Add Range'. */
export const IpRangeSection = ({ config, record }: { config: ResourceConfig; record: RaRecord }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useSlinkDataProvider();
  const ranges = useCallResult<IpRangeGroup[]>(config.name, 'ipRanges');
  const applications = useCallResult<Row[]>(config.name, 'applications');
  const [app, setApp] = useState('');
  const [start, setStart] = useState<Octets>(ZERO);
  const [end, setEnd] = useState<Octets>(ZERO);
  const [error, setError] = useState<string | null>(null);
  const reload = () => queryClient.invalidateQueries({ queryKey: [config.name, 'call', 'ipRanges'] });
  const mine = rangesOfGroup(ranges.data ?? [], record.id);

  const add = async () => {
    const body = { account_group_id: record.id, app_code: app || undefined, ip_range_start: octetsToText(start), ip_range_end: octetsToText(end) };
    const check = validate('ipRange', body);
    if (!check.valid) return setError(check.message ?? null);
    try {
      await dataProvider.call(config.name, 'addIpRange', { body });
      setError(null);
      notify(translate('accountgroups.messages.ipRangeAdded'), { type: 'success' });
      await reload();
    } catch (err) {
      const prefix = translate('accountgroups.errors.addIpRange', { start: body.ip_range_start, end: body.ip_range_end });
      setError(prefix + (err as Error).message);
    }
  };
  const remove = async (rangeId: string | number) => {
    try {
      await dataProvider.call(config.name, 'removeIpRange', { params: { rangeId } });
      setError(null);
      notify(translate('accountgroups.messages.ipRangeRemoved'), { type: 'success' });
      await reload();
    } catch (err) {
      setError(failureMessage(translate, err, 'accountgroups.errors.removeIpRange'));
    }
  };

  const loadError = ranges.error
    ? failureMessage(translate, ranges.error, 'errors.loadingIpRanges')
    : applications.error
      ? failureMessage(translate, applications.error, 'errors.loadingApplications')
      : null;
  return (
    <Box component="section" sx={{ my: 2 }}>
      <ErrorBanner message={error ?? loadError} />
      <TagList heading="accountgroups.assign.ipRanges" tags={mine.map((r) => ({ key: r.id, label: translate('accountgroups.assign.ipRangeTag', r) }))} onRemove={(tag) => remove(tag.key)} />
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        {translate('accountgroups.assign.ipSection')}
      </Typography>
      <TextField select label={translate('accountgroups.assign.application')} value={app} onChange={(e) => setApp(e.target.value)} size="small" sx={{ minWidth: 260, my: 1 }}>
        {(applications.data ?? []).map((a) => (
          <MenuItem key={String(a.application_type_code)} value={String(a.application_type_code)}>
            {String(a.application_name)}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'flex-end' }}>
        <IpOctetInput label={translate('accountgroups.assign.start')} value={start} onChange={setStart} />
        <IpOctetInput label={translate('accountgroups.assign.end')} value={end} onChange={setEnd} />
        <Button variant="outlined" onClick={add}>
          {translate('accountgroups.assign.addRange')}
        </Button>
      </Box>
    </Box>
  );
};
