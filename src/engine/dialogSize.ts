// How big a form mode's dialog is: react-admin forms fit 'md'; editors fill the screen
// (fullScreen) or a share of its width (`width`, e.g. the requirements 90%-wide dashboard editor).
// On a phone (`narrow`, below 600 px) every form fills the screen, as react-admin's do there:
// a dialog's margins would leave the form too little width.
import type { DialogProps } from '@mui/material';
import type { FormConfig } from '../../language/types';

export const dialogSize = (
  form: Pick<FormConfig, 'fullScreen' | 'width'>,
  narrow = false,
): Pick<DialogProps, 'maxWidth' | 'fullScreen' | 'slotProps'> => {
  const fullScreen = narrow || !!form.fullScreen;
  return {
    maxWidth: fullScreen || form.width ? false : 'md',
    fullScreen,
    ...(form.width && !fullScreen ? { slotProps: { paper: { sx: { width: form.width, maxWidth: form.width } } } } : {}),
  };
};
