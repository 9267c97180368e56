import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { formLoads, type FormLoad } from '../../language/formLoads';
import { loadTexts } from '../../language/screenTexts';
import type { FormConfig, ResourceConfig } from '../../language/types';
import { loadFailure } from './loadFailure';
import { keyIfText } from './formTextKeys';
import { tableRowsOf } from './tableRows';
import { useCalls } from './useCallResult';

/**
 * What a form reads before it shows (language/formLoads.ts: its lock's call, its tables' rows),
 * afresh with the record's id (never a copy another dialog left in the cache): the form's
 * starting values under their names once all are in, rows of a table keyed for it, or one field
 * of an object answer. A new record starts without them.
 */
export const useFormLoads = (config: ResourceConfig, form: FormConfig, id: unknown) => {
  const translate = useTranslate();
  const loads = formLoads(form);
  const results = useCalls(
    config.name,
    loads.map((load) => ({ endpoint: load.endpoint, params: { id } })),
    { enabled: id !== undefined, fresh: true },
  );
  const valueOf = ({ name, field }: FormLoad, data: unknown) => {
    if (field) return data !== null && typeof data === 'object' ? (data as Record<string, unknown>)[field] : undefined;
    const items = Array.isArray(data) ? (data as object[]) : [];
    const table = form.tables?.[name];
    return table ? tableRowsOf(table, items) : items;
  };
  const ready = id === undefined || results.every((r) => r.data !== undefined && !r.isFetching);
  // Taken once, when everything is in (set while rendering, as React advises for state that follows fetched data).
  const [values, setValues] = useState<Record<string, unknown> | null>(null);
  if (values === null && ready) setValues(Object.fromEntries(loads.map((load, i) => [load.name, valueOf(load, results[i]?.data)])));
  const failure = loadFailure(
    translate,
    loads.map(({ name }, i) => ({ error: results[i]?.error, prefix: loadTexts(config.name, name).error })),
  );
  // the first load with a progress bar's name
  const loading = loads.map(({ name }) => keyIfText(translate, loadTexts(config.name, name).loading)).find((key) => key !== undefined);
  return { values, failure, loading: loading ? translate(loading) : undefined };
};
