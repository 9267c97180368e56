// The narrow list's checkboxes for bulk actions, as the table's: one per item named "Select
// <row>", one for the page (checked when every item is, indeterminate when some are). The same
// selection drives them (useRowSelection), so the same bulk toolbar appears above the list.
// Native checkboxes: Space toggles the focused one. Each sits in a label as tall as its item,
// a target a thumb can hit rather than the box's 18 px.
import type { Identifier, RaRecord } from 'react-admin';
import type { useRowSelection } from './bulk/useRowSelection';
import { NARROW } from './narrowListStyle';
import { PageSelectInput, RowSelectInput } from './SelectInputs';
import type { Translate } from './translate';

/** What the narrow list needs of the list's selection; absent where this role has no bulk action. */
export type NarrowSelection = Pick<ReturnType<typeof useRowSelection>, 'ids' | 'toggle' | 'nameOf' | 'page'>;

export const PageCheckbox = ({ page, translate }: { page: NarrowSelection['page']; translate: Translate }) => (
  <label className={NARROW.select}>
    <PageSelectInput all={page.all} some={page.some} toggle={page.toggle} translate={translate} />
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
    <RowSelectInput selected={selected} onToggle={() => toggle(record.id)} name={nameOf(record)} translate={translate} />
  </label>
);
