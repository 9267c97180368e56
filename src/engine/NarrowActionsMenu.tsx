// One menu of row actions for the whole narrow list, opened from an item's button: fifty menus
// drawn up front would cost what fifty rows of buttons did (RowActions.tsx).
import { Menu, MenuItem } from '@mui/material';
import type { RaRecord } from 'react-admin';
import type { RowAction, RunRowAction } from './RowActions';

/** The item whose menu is open: its record, and its button (where the menu hangs and what labels it). */
export interface ActionsTarget {
  anchor: HTMLElement;
  record: RaRecord;
}

interface Props {
  id: string;
  /** an element of the list's own where the menu is drawn */
  host: HTMLElement | null;
  target: ActionsTarget | undefined;
  open: boolean;
  actions: RowAction[];
  onAction: RunRowAction;
  onClose: () => void;
}

export const NarrowActionsMenu = ({ id, host, target, open, actions, onAction, onClose }: Props) => (
  <Menu
    id={id}
    anchorEl={target?.anchor}
    open={open && !!target}
    onClose={onClose}
    // Drawn in `host`, inside the page's main landmark, not at the end of the body, where its items
    // would be content outside every landmark (axe-core's region rule). Not disablePortal: the
    // menu would then hide the page it is part of from screen readers, itself included.
    container={host}
    anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
    transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    slotProps={{ list: { 'aria-labelledby': target?.anchor.id } }}
  >
    {actions.map(({ mode, label }) => (
      <MenuItem
        key={mode}
        onClick={() => {
          // Closing first gives focus back to the item's button, so the form's dialog gives it
          // back there too when it closes.
          onClose();
          if (target) onAction(mode, target.record);
        }}
      >
        {label}
      </MenuItem>
    ))}
  </Menu>
);
