import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { FormConfig, ResourceConfig } from '../../resources/types';
import { loadFailure } from './loadFailure';
import { keyedRows } from './tableRows';
import { useCalls } from './useCallResult';

/**
 * The lists a form declares (`loads`), read afresh with the record's id (never a copy another
 * dialog left in the cache): the form's starting values under their names once all are in,
 * rows of a table keyed for it. A new record starts them empty.
 */
export const useFormLoads = (config: ResourceConfig, form: FormConfig, id: unknown) => {
  const translate = useTranslate();
  const loads = Object.entries(form.loads ?? {});
  const results = useCalls(
    config.name,
    loads.map(([, load]) => ({ endpoint: load.endpoint, params: { id } })),
    { enabled: id !== undefined, fresh: true },
  );
  const rowsOf = (name: string, data: unknown) => {
    const items = Array.isArray(data) ? (data as object[]) : [];
    return form.tables?.[name] ? keyedRows(items) : items;
  };
  const ready = id === undefined || results.every((r) => r.data !== undefined && !r.isFetching);
  // Taken once, when everything is in (set while rendering, as React advises for state that follows fetched data).
  const [values, setValues] = useState<Record<string, unknown> | null>(null);
  if (values === null && ready) setValues(Object.fromEntries(loads.map(([name], i) => [name, rowsOf(name, results[i]?.data)])));
  const failure = loadFailure(
    translate,
    loads.map(([, load], i) => ({ error: results[i]?.error, prefix: load.loadError })),
  );
  const loading = loads.find(([, load]) => load.loading)?.[1].loading;
  return { values, failure, loading: loading ? translate(loading) : undefined };
};
