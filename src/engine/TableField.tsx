import { useController, useFormContext } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import type { ResourceConfig, RowsTableConfig } from '../../language/types';
import { tableTexts } from '../../language/screenTexts';
import { useSlinkDataProvider } from '../data/useSlinkDataProvider';
import { RowsTable } from './RowsTable';
import { isSavedRow, sentRow, type TableRow } from './tableRows';

interface Props {
  config: ResourceConfig;
  /** the form value holding the rows */
  name: string;
  table: RowsTableConfig;
  readOnly: boolean;
  /** the saved record's id (a removal the platform persists needs it) */
  recordId: unknown;
  /** messages of single cells, by `${row.key}:${field}`, and how to drop those of changed cells */
  errors: Readonly<Record<string, string>>;
  setErrors: (errors: Record<string, string>) => void;
  /** the form's banner: a rule's message, or null to clear it */
  onProblem: (message: string | null) => void;
}

/** A declared table bound to the form value of its name: changes make the form dirty. */
export const TableField = ({ config, name, table, readOnly, recordId, errors, setErrors, onProblem }: Props) => {
  const translate = useTranslate();
  const dataProvider = useSlinkDataProvider();
  const { setValue, reset, getValues, formState } = useFormContext();
  const { field } = useController({ name });
  const rows = (field.value as TableRow[] | undefined) ?? [];

  const change = (next: TableRow[]) => {
    // A cell's own message goes once the user changes that cell; the banner stays until the next save.
    const same = (cell: string) => {
      const [key, field] = cell.split(':') as [string, string];
      const before = rows.find((r) => String(r.key) === key);
      const after = next.find((r) => String(r.key) === key);
      return !!before && !!after && before[field] === after[field];
    };
    setErrors(Object.fromEntries(Object.entries(errors).filter(([cell]) => same(cell))));
    field.onChange(next);
  };

  /** Removing a saved row: the platform gets its saved rows without it at once; the other edits stay in the form. */
  const persistRemoval = async (row: TableRow): Promise<boolean> => {
    const call = table.removeSavedBy;
    if (!call || recordId === undefined || !isSavedRow(table, row)) return true;
    const saved = ((formState.defaultValues?.[name] as TableRow[] | undefined) ?? []).filter((r) => r.key !== row.key);
    try {
      await dataProvider.call(config.name, call, { params: { id: recordId }, body: { [name]: saved.map(sentRow) } });
    } catch {
      onProblem(translate(tableTexts(config.name, name).removeError));
      return false;
    }
    // What the platform holds now is the form's new starting point for this table.
    const current = (getValues(name) as TableRow[]).filter((r) => r.key !== row.key);
    setValue(name, current);
    reset({ ...formState.defaultValues, [name]: saved }, { keepValues: true, keepErrors: true });
    onProblem(null);
    return true;
  };

  return (
    <RowsTable
      config={config}
      field={name}
      table={table}
      rows={rows}
      onChange={change}
      readOnly={readOnly}
      onProblem={onProblem}
      errors={errors}
      onRemove={persistRemoval}
    />
  );
};
