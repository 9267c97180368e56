// What a generated form does on Save, from its declarations: the body (formBodyOf), the
// validator and the table and second-step checks before any call, the save call, the declared
// second steps in order, and the ending (success, or the failure said where the step declares it).
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslate, type RaRecord } from 'react-admin';
import type { ResourceConfig } from '../../language/types';
import type { SessionData } from '../auth/session';
import { useSlinkDataProvider } from '../data/useSlinkDataProvider';
import { validate } from '../../shared/validation/validate';
import { failureMessage } from './failureMessage';
import { formBodyOf, formNamed } from './formBodyOf';
import { formFields } from './formFields';
import { isExpiryError } from '../auth/expiryRedirect';
import { changedFields } from './changedFields';
import { draftOf, keepDraft } from './formDrafts';
import { checkSourcesOf } from './checkSources';
import { checkFields, checkPaths, nextCallOf, runNextStep, stepsOf, type NextCallSources } from './nextCall';
import { cellProblems, sentRow, type TableRow } from './tableRows';
import { useFormEnd, useFormSuccess } from './useFormSuccess';
import { formTextKeys } from './formTextKeys';
import { stepFailure } from '../../language/screenTexts';
import { saveCallOf } from './formRoles';

/** An edit refused because another save landed after the form opened. */
export interface LostUpdate {
  /** the form's fields that changed */
  fields: string[];
  /** the record as the platform holds it now */
  current: RaRecord;
  /** what the user typed */
  values: Record<string, unknown>;
}

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
  const texts = formTextKeys(translate, config.name, mode);
  const [error, setError] = useState<string | null>(null);
  const [cellErrors, setCellErrors] = useState<Record<string, string>>({});
  // A record this form created while its second step failed: saving again updates it.
  const [created, setCreated] = useState<RaRecord | undefined>(undefined);
  // Another save landed after the form opened: what changed, the record as it is now, the values typed.
  const [conflict, setConflict] = useState<LostUpdate | null>(null);
  const userType = session?.user_type;
  const tableNames = Object.keys(form.tables ?? {});

  /** The messages of the table cells, by `${row.key}:${field}`: each table's rule's. */
  const cellProblemsOf = (values: Record<string, unknown>) =>
    Object.assign(
      {},
      ...Object.entries(form.tables ?? {}).map(([name, table]) =>
        cellProblems(table, (values[name] as TableRow[] | undefined) ?? [], values),
      ),
    ) as Record<string, string>;

  /** The record as the platform holds it now (a fresh read, never a cached copy of the list). */
  const currentRecord = async (id: RaRecord['id']) => {
    await dataProvider.invalidate(config.name);
    return (await dataProvider.getOne(config.name, { id })).data as RaRecord;
  };

  /** A failure's text in the banner; when it is the expired session's, what was typed is kept for after sign-in. */
  const fail = (text: string, values: Record<string, unknown>) => {
    if (isExpiryError(text)) keepDraft(window.location.pathname, draftOf(config, form, values));
    setError(text);
  };

  const run = async (values: Record<string, unknown>, overwrite: boolean) => {
    const current = record ?? created;
    const endpoint = created && !record ? 'update' : saveCallOf(mode, form);
    const fields = formFields(config, form, values, userType);
    const { flat, body } = formBodyOf({ config, form, values, record: current, isNew: endpoint === 'create', fields, session });
    const steps = stepsOf(form.next);
    const checked = [form.from, ...steps.map((step) => step.from)].flatMap((from) => Object.values(checkPaths(from)));
    const sources: NextCallSources = {
      saved: undefined,
      record: current,
      values,
      defaults: form.defaults,
      session,
      tables: tablesOf(tableNames, values),
      ...(checked.length ? await checkSourcesOf(queryClient, dataProvider, config, checked, values) : {}),
    };
    // Every rule before any call: the form's own message first, then each second step's.
    const check = form.validator
      ? validate(form.validator, { ...flat, ...checkFields(form.from, sources) })
      : { valid: true, fieldErrors: {} };
    let message = check.valid ? undefined : check.message;
    for (const step of steps) {
      if (message !== undefined || !step.validator) continue;
      const stepCheck = validate(step.validator, {
        ...nextCallOf(step, sources, config.endpoints).body,
        ...checkFields(step.from, sources),
      });
      if (!stepCheck.valid) message = stepCheck.message;
    }
    const cells = cellProblemsOf(values);
    setCellErrors(cells);
    // A marked cell stops the save too, where no validator words it.
    message ??= Object.values(cells)[0];
    if (message !== undefined) {
      setError(message);
      // Marks go on the inputs shown: an error kept for a value no input holds (the entries a
      // check reads) would leave the form invalid for good.
      const marks = Object.entries(formNamed(check.fieldErrors, form.bodyNames)).filter(([field]) => fields.shown.includes(field));
      return Object.fromEntries(marks);
    }
    // No silent lost update: an edit first compares the record as it opened with the platform's.
    if (endpoint === 'update' && record && !overwrite) {
      try {
        const now = await currentRecord(record.id);
        const fields = changedFields(config, form, record, now);
        if (fields.length > 0) {
          setConflict({ fields, current: now, values });
          return undefined;
        }
      } catch (err) {
        fail(failureMessage(translate, err, texts.failure, 'get', config), values);
        return undefined;
      }
    }
    setConflict(null);
    let saved: unknown;
    try {
      if (endpoint === 'create') saved = (await dataProvider.create(config.name, { data: body })).data;
      else if (endpoint === 'update')
        saved = (await dataProvider.update(config.name, { id: current!.id, data: body, previousData: current! })).data;
      else saved = await dataProvider.call(config.name, endpoint, { params: { ...current, id: current?.id }, body });
    } catch (err) {
      fail(failureMessage(translate, err, texts.failure, endpoint, config), values);
      return undefined;
    }
    const savedId = (saved as Record<string, unknown> | undefined)?.[config.idField] ?? current?.id;
    let reread: unknown;
    for (const next of steps) {
      try {
        const answer = await runNextStep(dataProvider, config, next, { ...sources, saved, savedId });
        // The screen's own read of one record: the record as the platform saved it.
        if (next.endpoint === 'get') saved = reread = answer;
      } catch (second) {
        const text = failureMessage(translate, second, stepFailure(config.name, next), next.endpoint, config);
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
    // The success text reads the fields sent, or the record as a step read it again.
    succeed(texts.success, { ...flat, ...(reread !== null && typeof reread === 'object' ? reread : {}) });
    return undefined;
  };

  return {
    submit: (values: Record<string, unknown>) => run(values, false),
    /** saves the values the conflict held, over the other change */
    overwrite: () => (conflict ? run(conflict.values, true) : Promise.resolve(undefined)),
    conflict,
    dropConflict: () => setConflict(null),
    error,
    setError,
    cellErrors,
    setCellErrors,
  };
};
