// The narrow list's records, columns, actions, sort and selection, read here as the table reads
// them (the same hooks); the lazily loaded list draws them. The hooks stay in the first screen's
// scripts: the lazy chunk importing them itself split the chunks the first screen loads.
import { lazy } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import type { ResourceConfig } from '../../language/types';
import { trackedImport } from '../data/trackedImport';
import { addTexts } from '../i18n/i18nProvider';
import { useRowActions } from './RowActions';
import { useRowSelection } from './bulk/useRowSelection';
import { useColumnChoice } from './listViews/useColumnChoice';

// Phones only: the two-line list, its menu and texts load when the window is narrow, so the
// desktop's first screen (200 KB gzip budget, e2e/firstScreen.test.ts) does not carry them.
const NarrowList = lazy(
  trackedImport(() =>
    Promise.all([import('./NarrowList'), import('../i18n/en/narrowList').then((m) => addTexts(m.narrowList))]).then(([m]) => ({
      default: m.NarrowList,
    })),
  ),
);

export const NarrowRows = ({ config }: { config: ResourceConfig }) => {
  const translate = useTranslate();
  const { data, sort, setSort } = useListContext();
  const { columns } = useColumnChoice(config);
  const { actions, onAction, open } = useRowActions(config);
  // Checkboxes only where this role has a bulk action on the screen, as on the table.
  const selection = useRowSelection(config, data);
  return (
    <NarrowList
      config={config}
      data={data}
      columns={columns}
      actions={actions}
      onAction={onAction}
      open={open}
      sort={sort}
      setSort={setSort}
      translate={translate}
      selection={
        selection.enabled ? { ids: selection.ids, toggle: selection.toggle, nameOf: selection.nameOf, page: selection.page } : undefined
      }
    />
  );
};
