// What a generated form does on Save, from its declarations: the body (formBodyOf), the
// validator and the table and second-step checks before any call, the save call, the declared
// second step, and the ending (success, or the failure said where the form declares it).
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslate, type RaRecord } from 'react-admin';
import type { ResourceConfig } from '../../resources/types';
import { cellRules } from '../../schemas/rules/cellRules';
import type { SessionData } from '../auth/session';
import { useSlinkDataProvider } from '../data/useSlinkDataProvider';
import { validate } from '../validation/validate';
import { failureMessage } from './failureMessage';
import { formBodyOf, formNamed } from './formBodyOf';
import { formFields } from './formFields';
import { nextCallOf, runNextStep, valueAt, type NextCallSources } from './nextCall';
import { sentRow } from './TableField';
import type { TableRow } from './tableRows';
import { useFormEnd, useFormSuccess } from './useFormSuccess';

const DEFAULT_ENDPOINT: Record<string, string> = { insert: 'create', edit: 'update' };

interface Input {
  config: ResourceConfig;
  mode: string;
  record: RaRecord | undefined;
  close: () => void;
  session: SessionData | null;
}

/** The tables' rows as sent, by table name (a second step's `from` reads 'tables.<name>'). */
const tablesOf = (tables: readonly string[], values: Record<string, unknown>) =>
  Object.fromEntries(tables.map((name) => [name, ((values[name] as TableRow[] | undefined) ?? []).map(sentRow)]));

export const useFormSubmit = ({ config, mode, record, close, session }: Input) => {
  const translate = useTranslate();
  const dataProvider = useSlinkDataProvider();
  const queryClient = useQueryClient();
  const succeed = useFormSuccess(close);
  const end = useFormEnd(close);
  const form = config.forms[mode]!;
  const [error, setError] = useState<string | null>(null);
  const [cellErrors, setCellErrors] = useState<Record<string, string>>({});
  // A record this form created while its second step failed: saving again updates it.
  const [created, setCreated] = useState<RaRecord | undefined>(undefined);
  const userType = session?.user_type;
  const tableNames = Object.keys(form.tables ?? {});

  /** The messages of the table cells, by `${row.key}:${field}`. */
  const cellProblems = (values: Record<string, unknown>) => {
    const cells: Record<string, string> = {};
    for (const [name, table] of Object.entries(form.tables ?? {})) {
      if (!table.cellRule) continue;
      const rows = (values[name] as TableRow[] | undefined) ?? [];
      for (const p of cellRules[table.cellRule](rows, values)) cells[`${rows[p.row]?.key}:${p.field}`] ??= p.message;
    }
    return cells;
  };

  const submit = async (values: Record<string, unknown>) => {
    const current = record ?? created;
    const endpoint = created && !record ? 'update' : (form.endpoint ?? DEFAULT_ENDPOINT[mode] ?? mode);
    const fields = formFields(config, form, values, userType);
    const { flat, body } = formBodyOf({ config, form, values, record: current, isNew: endpoint === 'create', fields, session });
    const sources: NextCallSources = {
      saved: undefined,
      record: current,
      values,
      defaults: form.defaults,
      session,
      tables: tablesOf(tableNames, values),
    };
    // Every rule before any call: the form's own message first, then the second step's.
    const check = form.validator ? validate(form.validator, flat) : { valid: true, fieldErrors: {} };
    const next = form.next;
    const checkValues = Object.fromEntries(Object.entries(next?.checkFrom ?? {}).map(([key, path]) => [key, valueAt(sources, path)]));
    const nextCheck = next?.validator ? validate(next.validator, { ...nextCallOf(next, sources).body, ...checkValues }) : undefined;
    const cells = cellProblems(values);
    setCellErrors(cells);
    const message = (check.valid ? undefined : check.message) ?? (nextCheck && !nextCheck.valid ? nextCheck.message : undefined);
    if (message !== undefined) {
      setError(message);
      return formNamed(check.fieldErrors, form.bodyNames);
    }
    let saved: unknown;
    try {
      if (endpoint === 'create') saved = (await dataProvider.create(config.name, { data: body })).data;
      else if (endpoint === 'update')
        saved = (await dataProvider.update(config.name, { id: current!.id, data: body, previousData: current! })).data;
      else saved = await dataProvider.call(config.name, endpoint, { params: { ...current, id: current?.id }, body });
    } catch (err) {
      setError(failureMessage(translate, err, form.errorPrefix, endpoint, config.conflicts));
      return undefined;
    }
    if (next) {
      const savedId = (saved as Record<string, unknown> | undefined)?.[config.idField] ?? current?.id;
      try {
        await runNextStep(dataProvider, config.name, next, endpoint, { ...sources, saved, savedId });
      } catch (second) {
        const text = failureMessage(translate, second, next.errorPrefix, next.endpoint, config.conflicts);
        if (next.onFailure !== 'stay') {
          // The record is saved by now: close and reload as on success, but say what failed.
          end(text, 'error');
          return undefined;
        }
        // The record is saved by now: the list shows it, the form stays to try the rest again.
        if (!current && savedId !== undefined) setCreated({ ...(saved as object), id: savedId as RaRecord['id'] });
        void queryClient.invalidateQueries({ queryKey: [config.name] });
        setError(text);
        return undefined;
      }
    }
    succeed(form.success, flat);
    return undefined;
  };

  return { submit, error, setError, cellErrors, setCellErrors };
};
