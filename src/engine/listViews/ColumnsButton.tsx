import { useEffect, useRef, useState } from 'react';
import { Box, Button, Checkbox, FormControlLabel } from '@mui/material';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { useTranslate } from 'react-admin';
import type { ResourceConfig } from '../../../language/types';
import { columnHeader } from '../columnLabel';
import { arrangedColumns } from './columnChoice';
import { moveColumn, toggleColumn } from './columnMoves';
import { ICON_BUTTON } from './iconButton';
import { PanelButton } from './PanelButton';
import { useColumnChoice } from './useColumnChoice';

type Move = { source: string; by: -1 | 1 };

/** Every declared column with a checkbox (shown or not) and buttons moving it; Reset brings the declared ones back. */
const ColumnsPanel = ({ config }: { config: ResourceConfig }) => {
  const translate = useTranslate();
  const { choice, setChoice } = useColumnChoice(config);
  const declared = config.list.columns;
  const arranged = arrangedColumns(declared, choice);
  const shownCount = arranged.filter((c) => c.shown).length;
  const list = useRef<HTMLDivElement>(null);
  // Reordering rows may move the pressed button's element, which drops its focus: focus goes back
  // to it, or to the row's other button once the row reached an end (the pressed one is disabled).
  const [moved, setMoved] = useState<Move | null>(null);
  useEffect(() => {
    if (!moved) return;
    const button = (by: number) => list.current?.querySelector<HTMLButtonElement>(`[data-move="${moved.source} ${by}"]`);
    const target = button(moved.by);
    (target && !target.disabled ? target : button(-moved.by))?.focus();
  }, [moved]);
  const move = (source: string, by: -1 | 1) => {
    setChoice(moveColumn(declared, choice, source, by));
    setMoved({ source, by });
  };
  return (
    <>
      <Box ref={list} role="list" sx={{ mb: 1 }}>
        {arranged.map(({ column, shown }, i) => {
          const label = columnHeader(translate, config.name, config.schema, column.source);
          return (
            <Box key={column.source} role="listitem" sx={{ display: 'flex', alignItems: 'center' }}>
              <FormControlLabel
                sx={{ flex: 1, mr: 1 }}
                label={label}
                control={
                  <Checkbox
                    size="small"
                    checked={shown}
                    // The last column shown stays: a list of no columns shows nothing.
                    disabled={shown && shownCount === 1}
                    onChange={() => setChoice(toggleColumn(declared, choice, column.source))}
                  />
                }
              />
              <Button
                sx={ICON_BUTTON}
                data-move={`${column.source} -1`}
                aria-label={translate('listViews.moveUp', { column: label })}
                disabled={i === 0}
                onClick={() => move(column.source, -1)}
              >
                <ArrowUpwardIcon fontSize="small" />
              </Button>
              <Button
                sx={ICON_BUTTON}
                data-move={`${column.source} 1`}
                aria-label={translate('listViews.moveDown', { column: label })}
                disabled={i === arranged.length - 1}
                onClick={() => move(column.source, 1)}
              >
                <ArrowDownwardIcon fontSize="small" />
              </Button>
            </Box>
          );
        })}
      </Box>
      <Button size="small" onClick={() => setChoice(undefined)}>
        {translate('listViews.resetColumns')}
      </Button>
    </>
  );
};

/** The Columns button: which of the declared columns the list shows, and in which order. */
export const ColumnsButton = ({ config }: { config: ResourceConfig }) => {
  const translate = useTranslate();
  return (
    <PanelButton label={translate('table.columns')} title={translate('listViews.columnsTitle')}>
      {() => <ColumnsPanel config={config} />}
    </PanelButton>
  );
};
