// What the list table needs for bulk actions: whether this role has any on the screen (no
// checkboxes otherwise), the selected ids, the page's header checkbox, a row's toggle and name,
// and a row's toggle by its data-id (the table's keys, tableKeys.ts).
import { useCallback, useMemo } from 'react';
import { useTranslate, type Identifier, type RaRecord } from 'react-admin';
import type { ResourceConfig } from '../../../language/types';
import { useRole } from '../../auth/useRole';
import { bulkActionsOf } from './bulkActions';
import { rowName } from './rowName';
import { setSelection, toggleSelected, useSelection } from './selection';

export const useRowSelection = (config: ResourceConfig, data: RaRecord[] | undefined) => {
  const translate = useTranslate();
  const { role } = useRole();
  const enabled = useMemo(() => bulkActionsOf(config, role).length > 0, [config, role]);
  const ids = useSelection(config.name);
  const toggle = useCallback((id: Identifier) => toggleSelected(config.name, id), [config.name]);
  const rows = useMemo(() => data ?? [], [data]);
  const picked = rows.filter((r) => ids.has(r.id)).length;
  const page = {
    all: rows.length > 0 && picked === rows.length,
    some: picked > 0,
    toggle: () => {
      const next = new Set(ids);
      for (const r of rows)
        if (picked === rows.length) next.delete(r.id);
        else next.add(r.id);
      setSelection(config.name, next);
    },
  };
  // A row's data-id is text: the page's rows give its id back as it is (a number or a text).
  const byText = useCallback((text: string) => rows.find((r) => String(r.id) === text)?.id, [rows]);
  const toggleByText = useMemo(
    () =>
      enabled
        ? (text: string) => {
            const id = byText(text);
            if (id !== undefined) toggle(id);
          }
        : undefined,
    [enabled, byText, toggle],
  );
  const nameOf = useCallback((record: RaRecord) => rowName(translate, config, record, record.id), [translate, config]);
  return { enabled, ids, toggle, page, toggleByText, nameOf };
};
