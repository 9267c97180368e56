// The row action buttons. The table works out once which actions the role may use and what
// each does; every row then only draws its buttons.
import { useCallback, useMemo } from 'react';
import { useTranslate, type RaRecord } from 'react-admin';
import { mayUseForm } from './formRoles';
import type { ResourceConfig } from '../../language/types';
import { useRole } from '../auth/useRole';
import { ROW_ACTION } from './tableBodyStyle';
import { useFormMode } from './useFormMode';
import { useRowAction } from './useRowAction';
import { rowActionsOf } from '../../language/rowActions';

export interface RowAction {
  mode: string;
  label: string;
}

export type RunRowAction = (mode: string, record: RaRecord) => void;

/** The actions this role may use on the screen's rows, in config order, what a click does, and `open` for link cells. */
export const useRowActions = (config: ResourceConfig) => {
  const translate = useTranslate();
  const { role } = useRole();
  const { open } = useFormMode(config);
  const run = useRowAction(config);
  const actions = useMemo(
    () =>
      rowActionsOf(config)
        .filter((mode) => mayUseForm(config, mode, role))
        .map((mode) => ({ mode, label: translate(`actions.${mode}`) })),
    [config, role, translate],
  );
  // A form mode opens its dialog; an action without a form (clone) runs at once.
  const onAction = useCallback<RunRowAction>(
    (mode, record) => (config.forms[mode]?.kind === 'action' ? void run(mode, record) : open(mode, record.id)),
    [config, open, run],
  );
  return { actions, onAction, open };
};

/**
 * One row's buttons: native buttons styled once for the whole table (tableBodyStyle.ts). As MUI
 * Buttons, the six buttons of 50 rows took most of the time a page or a keystroke needs to show
 * its rows (bench/, keystroke to rows under 100 ms).
 */
export const RowActionButtons = ({ record, actions, onAction }: { record: RaRecord; actions: RowAction[]; onAction: RunRowAction }) => (
  <div className={ROW_ACTION.group}>
    {actions.map(({ mode, label }) => (
      <button key={mode} type="button" className={ROW_ACTION.button} onClick={() => onAction(mode, record)}>
        {label}
      </button>
    ))}
  </div>
);
