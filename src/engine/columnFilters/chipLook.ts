// The look of MUI's small outlined Chip, with a real button to remove it (a Chip's delete icon is
// not reached by Tab).
export const CHIP = {
  display: 'inline-flex',
  alignItems: 'center',
  height: 32,
  pl: 1.5,
  pr: 0.25,
  border: 1,
  borderColor: 'divider',
  borderRadius: 4,
  typography: 'body2',
} as const;
