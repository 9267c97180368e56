import { useId, useState, type ReactNode } from 'react';
import { Button, Popover, Typography } from '@mui/material';

interface Props {
  label: string;
  /** the panel's heading, which names it */
  title: string;
  children: (close: () => void) => ReactNode;
  /** the button's element id, where something else gives it focus */
  buttonId?: string;
}

// No wider than the window less the popover's 16 px margins: on a phone (360 px) the panel's
// 300 px minimum and a row of two date boxes otherwise ran past the window's right edge.
const PAPER = { p: 2, minWidth: 'min(300px, calc(100vw - 32px))', maxWidth: 'min(420px, calc(100vw - 32px))' } as const;

/**
 * A toolbar button opening a panel of controls under it. A Popover rather than a Menu: a menu
 * leaves its items at Tab, while every checkbox and button here is reached by Tab; focus goes
 * into the panel, stays there, and Escape closes it and brings focus back to the button.
 */
export const PanelButton = ({ label, title, children, buttonId }: Props) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        id={buttonId}
        variant="outlined"
        aria-haspopup="dialog"
        aria-expanded={!!anchor}
        aria-controls={anchor ? id : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {label}
      </Button>
      <Popover
        open={!!anchor}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { id, role: 'dialog', 'aria-labelledby': `${id}title`, sx: PAPER } }}
      >
        <Typography id={`${id}title`} variant="subtitle1" component="h2" gutterBottom>
          {title}
        </Typography>
        {children(close)}
      </Popover>
    </>
  );
};
