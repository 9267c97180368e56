// The checkboxes that select rows for bulk actions, one per row and one for the page, as the
// table and the narrow list both draw them (each wraps them in its own cell or label). Native
// inputs: Space toggles the focused one; the page's is indeterminate when some rows are selected.
import type { CSSProperties } from 'react';
import type { Translate } from './translate';

export const RowSelectInput = ({
  selected,
  onToggle,
  name,
  translate,
}: {
  selected: boolean;
  onToggle: () => void;
  name?: string;
  translate: Translate;
}) => <input type="checkbox" checked={selected} onChange={onToggle} aria-label={translate('table.selectRow', { name })} />;

interface PageSelectProps {
  all: boolean;
  some: boolean;
  toggle: () => void;
  translate: Translate;
  style?: CSSProperties;
}

export const PageSelectInput = ({ all, some, toggle, translate, style }: PageSelectProps) => (
  <input
    type="checkbox"
    checked={all}
    ref={(box) => void (box && (box.indeterminate = some && !all))}
    onChange={toggle}
    aria-label={translate('table.selectPage')}
    style={style}
  />
);
