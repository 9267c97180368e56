// A list in a narrow window (below 900 px: phones, tablets held upright), as react-admin's SimpleList shows one: each record a two-line
// item, its actions in a menu, so nothing is wider than the screen. The table's rows would need
// about 800 px (six action buttons each). Loaded only on narrow windows (NarrowRows.tsx).
import { memo, useCallback, useId, useState, type MouseEvent } from 'react';
import { Box, IconButton, Typography } from '@mui/material';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import type { Identifier, RaRecord, SortPayload } from 'react-admin';
import type { ColumnConfig, ResourceConfig } from '../../language/types';
import { screenTexts } from '../../language/screenTexts';
import { columnHeader } from './columnLabel';
import { cellText } from './formatValue';
import type { Translate } from './translate';
import { NarrowActionsMenu, type ActionsTarget } from './NarrowActionsMenu';
import { NARROW, narrowListStyle, narrowTopStyle } from './narrowListStyle';
import { ItemCheckbox, PageCheckbox, type NarrowSelection } from './NarrowSelect';
import { LinkedText } from './LinkedText';
import { NarrowSort } from './NarrowSort';
import type { RowAction, RunRowAction } from './RowActions';
import { ROW_ACTION } from './tableBodyStyle';

interface ItemProps {
  record: RaRecord;
  primary: ColumnConfig;
  secondary: { column: ColumnConfig; label: string } | undefined;
  config: ResourceConfig;
  buttonId: string | undefined;
  menuId: string;
  expanded: boolean;
  onMenu: (event: MouseEvent<HTMLElement>, record: RaRecord) => void;
  open: (mode: string, id?: Identifier) => void;
  translate: Translate;
  /** its checkbox, where this role has bulk actions on the screen */
  selected?: boolean;
  toggle?: NarrowSelection['toggle'];
  nameOf?: NarrowSelection['nameOf'];
}

/**
 * One record: its checkbox where rows may be selected, its primary column (a link where the
 * table's is), one more column below, the actions' button.
 */
const NarrowItem = memo(
  ({ record, primary, secondary, config, buttonId, menuId, expanded, onMenu, open, translate, ...select }: ItemProps) => {
    const name = cellText(translate, config.schema, primary, record[primary.source]);
    const { selected, toggle, nameOf } = select;
    return (
      <li className={NARROW.item}>
        {toggle && nameOf && <ItemCheckbox record={record} selected={!!selected} toggle={toggle} nameOf={nameOf} translate={translate} />}
        <div className={NARROW.text}>
          <div className={NARROW.primary}>
            <LinkedText link={primary.link} text={name} onOpen={(mode) => open(mode, record.id)} className={ROW_ACTION.link} />
          </div>
          {secondary && (
            <div className={NARROW.secondary}>
              {translate('narrowList.secondary', {
                label: secondary.label,
                value: cellText(translate, config.schema, secondary.column, record[secondary.column.source]),
              })}
            </div>
          )}
        </div>
        {buttonId && (
          <IconButton
            id={buttonId}
            aria-label={translate('narrowList.actionsFor', { name })}
            aria-haspopup="menu"
            aria-expanded={expanded}
            aria-controls={expanded ? menuId : undefined}
            onClick={(event) => onMenu(event, record)}
          >
            <MoreVertIcon />
          </IconButton>
        )}
      </li>
    );
  },
);

export interface NarrowListProps {
  config: ResourceConfig;
  /** the page's records */
  data: RaRecord[] | undefined;
  /** the columns shown (the login's choice) */
  columns: readonly ColumnConfig[];
  /** the actions the role may use (useRowActions) */
  actions: RowAction[];
  onAction: RunRowAction;
  open: (mode: string, id?: Identifier) => void;
  /** the list's sort (react-admin's list context), which the table's headers set on wide windows */
  sort: SortPayload;
  setSort: (sort: SortPayload) => void;
  translate: Translate;
  /** the list's selection for bulk actions; undefined when this role has none on the screen */
  selection?: NarrowSelection;
}

/**
 * The list's records as two-line items, under the sort control that stands in for the table's
 * headers. What it shows is worked out by NarrowRows on the first
 * screen (the same hooks as the table's): this chunk importing them itself split the chunks the
 * first screen loads, about 1.5 KB gzip more of its 200 KB budget.
 */
export const NarrowList = ({ config, data, columns, actions, onAction, open, sort, setSort, translate, selection }: NarrowListProps) => {
  const baseId = useId();
  const menuId = `${baseId}menu`;
  const [target, setTarget] = useState<ActionsTarget>();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuHost, setMenuHost] = useState<HTMLElement | null>(null);
  const onMenu = useCallback((event: MouseEvent<HTMLElement>, record: RaRecord) => {
    setTarget({ anchor: event.currentTarget, record });
    setMenuOpen(true);
  }, []);
  if (!data?.length)
    return (
      <Typography variant="body2" sx={{ py: 2, textAlign: 'center' }}>
        {translate('table.noRecords')}
      </Typography>
    );
  // The link column leads where there is one (account groups and APIs list an id first), and
  // its neighbour follows: the next column, else the one before (an API's method, not its id).
  const primary = columns.find((c) => c.link) ?? columns[0];
  const at = columns.indexOf(primary);
  const other = columns[at + 1] ?? columns[at - 1];
  const secondary = other && { column: other, label: columnHeader(translate, config.name, config.schema, other.source) };
  return (
    <>
      {/* The page's checkbox heads the items' column of checkboxes, as the table's header does. */}
      <Box sx={narrowTopStyle}>
        {selection && <PageCheckbox page={selection.page} translate={translate} />}
        <NarrowSort screen={config.name} schema={config.schema} columns={columns} sort={sort} setSort={setSort} translate={translate} />
      </Box>
      <Box component="ul" aria-label={translate(screenTexts(config.name).title)} sx={narrowListStyle}>
        {/* Keyed by position, as the table's rows are: a page change updates the items in place. */}
        {data.map((record, index) => (
          <NarrowItem
            key={index}
            record={record}
            primary={primary}
            secondary={secondary}
            config={config}
            buttonId={actions.length ? `${baseId}actions${index}` : undefined}
            menuId={menuId}
            expanded={menuOpen && target?.record === record}
            onMenu={onMenu}
            open={open}
            translate={translate}
            selected={selection?.ids.has(record.id)}
            toggle={selection?.toggle}
            nameOf={selection?.nameOf}
          />
        ))}
      </Box>
      <div ref={setMenuHost} />
      {actions.length > 0 && (
        <NarrowActionsMenu
          id={menuId}
          host={menuHost}
          target={target}
          open={menuOpen}
          actions={actions}
          onAction={onAction}
          onClose={() => setMenuOpen(false)}
        />
      )}
    </>
  );
};
