// The narrow list's checkboxes for bulk actions, as the table's: one per item named "Select
// <row>", one for the page (checked when every item is, indeterminate when some are). The same
// selection drives them (useRowSelection), so the same bulk toolbar appears above the list.
// Native checkboxes: Space toggles the focused one. Each sits in a label as tall as its item,
// a target a thumb can hit rather than the box's 18 px.
import type { Identifier, RaRecord } from 'react-admin';
import type { useRowSelection } from './bulk/useRowSelection';
import { NARROW } from './narrowListStyle';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** What the narrow list needs of the list's selection; absent where this role has no bulk action. */
export type NarrowSelection = Pick<ReturnType<typeof useRowSelection>, 'ids' | 'toggle' | 'nameOf' | 'page'>;

export const PageCheckbox = ({ page, translate }: { page: NarrowSelection['page']; translate: Translate }) => (
  <label className={NARROW.select}>
    <input
      type="checkbox"
      checked={page.all}
      ref={(box) => void (box && (box.indeterminate = page.some && !page.all))}
      onChange={page.toggle}
      aria-label={translate('table.selectPage')}
    />
  </label>
);

interface ItemCheckboxProps {
  record: RaRecord;
  selected: boolean;
  toggle: (id: Identifier) => void;
  nameOf: (record: RaRecord) => string;
  translate: Translate;
}

export const ItemCheckbox = ({ record, selected, toggle, nameOf, translate }: ItemCheckboxProps) => (
  <label className={NARROW.select}>
    <input
      type="checkbox"
      checked={selected}
      onChange={() => toggle(record.id)}
      aria-label={translate('table.selectRow', { name: nameOf(record) })}
    />
  </label>
);
