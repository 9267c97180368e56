// What the Filters menu and the chips show of a list's filterable columns: the label, the kind,
// and for yes/no and choice columns the options with their texts as the cells read them.
import type { ColumnConfig, ResourceConfig } from '../../../language/types';
import type { ColumnFilter, DateFilter, TextFilter } from '../../data/columnFilters';
import type { FilterKind } from '../../data/filterKinds';
import { columnHeader, schemaProperty } from '../columnLabel';
import { cellText } from '../formatValue';
import type { Translate } from '../translate';
import { schemaChoices } from '../schemaChoices';

export interface FilterOption {
  /** the value kept in the filter ('true'/'false' for yes/no columns, else the stored code as text) */
  id: string;
  text: string;
}

export interface FilterColumn {
  source: string;
  label: string;
  kind: FilterKind;
  /** yes/no and choice columns only (none while a call's options are loading, or where it failed) */
  options: FilterOption[];
}

/** A yes/no column without a display type of its own reads Yes/No, as a boolean. */
const shownAs = (column: ColumnConfig, kind: FilterKind): ColumnConfig =>
  kind === 'flag' && !column.type ? { ...column, type: 'boolean' } : column;

/** Option texts by value of the fields whose options a call answers (useFieldChoices). */
type Loaded = Record<string, ReadonlyMap<string, string>>;

const options = (translate: Translate, config: ResourceConfig, column: ColumnConfig, kind: FilterKind, loaded: Loaded): FilterOption[] => {
  const shown = shownAs(column, kind);
  const ids: unknown[] =
    kind === 'flag'
      ? [true, false]
      : kind === 'choice'
        ? [...new Set(schemaChoices(schemaProperty(config.schema, column.source))?.map((c) => c.id))]
        : [];
  const answered = loaded[column.source];
  // A call's options read as the call names them (a vendor type's description).
  if (kind === 'choice' && ids.length === 0 && answered) return [...answered].map(([id, text]) => ({ id, text }));
  return ids.map((id) => ({ id: String(id), text: cellText(translate, config.schema, shown, id) }));
};

/** The list's columns that have a filter kind, in the declared order. */
export const filterColumns = (
  translate: Translate,
  config: ResourceConfig,
  kinds: Record<string, FilterKind>,
  loaded: Loaded = {},
): FilterColumn[] =>
  config.list.columns.flatMap((column) => {
    const kind = kinds[column.source];
    if (!kind) return [];
    const label = columnHeader(translate, config.name, config.schema, column.source);
    return [{ source: column.source, label, kind, options: options(translate, config, column, kind, loaded) }];
  });

/** A range in words: 'from 2026-01-01', '2 to 5', 'at most 3'. */
const rangeText = (translate: Translate, kind: FilterKind, low: unknown, high: unknown): string => {
  const [lowName, highName, words] =
    kind === 'date' ? ['from', 'to', ['fromDay', 'toDay', 'days']] : ['min', 'max', ['atLeast', 'atMost', 'numbers']];
  const key = low !== undefined && high !== undefined ? words[2] : low !== undefined ? words[0] : words[1];
  return translate(`columnFilters.${key}`, { [lowName]: low, [highName]: high });
};

/** A text filter's chip: 'Email contains: reid', 'Last Name is: Reid' (both, where an address sets both). */
const textChip = (translate: Translate, column: FilterColumn, { contains, is }: TextFilter): string =>
  [
    contains === undefined ? [] : translate('columnFilters.textContains', { column: column.label, value: contains.trim() }),
    is === undefined ? [] : translate('columnFilters.textIs', { column: column.label, value: is.trim() }),
  ]
    .flat()
    .join(', ');

/** A chip's words: 'Status: Enabled', 'Created: from 2026-01-01', 'Accounts: 2 to 5', 'Email contains: reid'. */
export const chipText = (translate: Translate, column: FilterColumn, filter: ColumnFilter): string => {
  if (column.kind === 'text') return textChip(translate, column, filter as TextFilter);
  const value =
    'in' in filter
      ? filter.in.map((id) => column.options.find((o) => o.id === id)?.text ?? id).join(', ')
      : 'min' in filter || 'max' in filter
        ? rangeText(translate, column.kind, filter.min, filter.max)
        : rangeText(translate, column.kind, (filter as DateFilter).from, (filter as DateFilter).to);
  return translate('columnFilters.chip', { column: column.label, value });
};
