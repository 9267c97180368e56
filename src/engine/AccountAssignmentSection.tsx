import { useState } from 'react';
import { Autocomplete, Box, Button, TextField } from '@mui/material';
import { useNotify, useTranslate, type RaRecord } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import type { Account } from '../../schemas';
import type { AccountAssignmentConfig, ResourceConfig } from '../../language/types';
import { useSlinkDataProvider } from '../data/useSlinkDataProvider';
import { validate } from '../../shared/validation/validate';
import { ErrorBanner } from './ErrorBanner';
import { failureMessage } from './failureMessage';
import { loadFailure } from './loadFailure';
import { TagList } from './TagList';
import { useCallResult } from './useCallResult';
import { unassignedAccounts } from './unassignedAccounts';
import { sectionTexts } from '../../language/screenTexts';
import { keyIfText } from './formTextKeys';

interface Props {
  config: ResourceConfig;
  assignment: AccountAssignmentConfig;
  record: RaRecord;
  /** the assigned accounts in the `assigned` call's answer, where it is not the list itself (AssignedAccountsOf) */
  assignedOf?: AssignedAccountsOf;
}

/** Reads the assigned accounts out of an answer that holds them (an account group's own read). */
export type AssignedAccountsOf = (answer: unknown) => readonly Account[] | undefined;

/** Assigned accounts as removable tags, and a picker of the accounts not yet assigned. */
export const AccountAssignmentSection = ({ config, assignment, record, assignedOf }: Props) => {
  const translate = useTranslate();
  const texts = sectionTexts(config.name, 'accounts');
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useSlinkDataProvider();
  const params = { id: record.id };
  const assignedQuery = useCallResult<unknown>(config.name, assignment.assigned, { params });
  const allQuery = useCallResult<Account[]>(config.name, assignment.all);
  const [picked, setPicked] = useState<Account | null>(null);
  const [error, setError] = useState<string | null>(null);

  const answer = assignedQuery.data;
  const read = assignedOf && answer !== undefined ? assignedOf(answer) : answer;
  // An answer that is no list of accounts (not yet in, or a record no `assignedOf` reads) shows none.
  const assigned = (Array.isArray(read) ? read : []) as Account[];
  const available = unassignedAccounts(allQuery.data ?? [], assigned);

  // The call already dropped the provider's cached list; refetch what shows it.
  const reload = () => queryClient.invalidateQueries({ queryKey: [config.name] });
  const add = async () => {
    // The shared validator says "pick first" and any limit, in the platform's own words.
    const check = validate(assignment.validator, { account_id: picked?.account_id, assigned_count: assigned.length });
    if (!check.valid || !picked) return setError(check.message ?? null);
    try {
      await dataProvider.call(config.name, assignment.add, { params: { ...params, accountId: picked.account_id } });
      setError(null);
      setPicked(null);
      notify(translate(texts.added, picked), { type: 'success' });
      await reload();
    } catch (err) {
      // The prefix may name the account (Required: 'An error occurred adding the account <id>: ').
      setError(failureMessage((key) => translate(key, picked), err, texts.addError));
    }
  };
  const remove = async (accountId: string | number) => {
    try {
      await dataProvider.call(config.name, assignment.remove, { params: { ...params, accountId } });
      setError(null);
      notify(translate(texts.removed, { account_id: accountId }), { type: 'success' });
      await reload();
    } catch (err) {
      setError(failureMessage((key) => translate(key, { account_id: accountId }), err, texts.removeError));
    }
  };

  const loadError = loadFailure(translate, [
    { error: assignedQuery.error, prefix: texts.loadError },
    { error: allQuery.error, prefix: texts.allError },
  ]);
  return (
    <Box component="section" sx={{ my: 2 }}>
      <ErrorBanner message={error ?? loadError} />
      <TagList
        heading={texts.heading}
        tags={assigned.map((a) => ({ key: String(a.account_id), label: translate(texts.tag, a) }))}
        onRemove={(tag) => remove(tag.key)}
        emptyText={keyIfText(translate, texts.empty)}
      />
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 1 }}>
        {/* Typed explicitly: the schema type's index signature defeats MUI's inference. */}
        <Autocomplete<Account, false, false, false>
          options={available}
          value={picked}
          onChange={(_, value) => setPicked(value)}
          getOptionLabel={(a) => translate(texts.tag, a)}
          isOptionEqualToValue={(a, b) => a.account_id === b.account_id}
          loading={allQuery.isPending}
          sx={{ flex: 1, maxWidth: 480 }}
          renderInput={(props) => <TextField {...props} label={translate(texts.picker)} size="small" />}
        />
        <Button variant="outlined" onClick={add}>
          {translate(texts.add)}
        </Button>
      </Box>
    </Box>
  );
};
