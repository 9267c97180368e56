// How big a form mode's dialog is: react-admin forms fit 'md'; editors fill the screen
// (`size: 'fullScreen'`) or a share of its width (e.g. the requirements' 90%-wide dashboard editor).
// In a narrow window (`narrow`, below 900 px) every form fills the screen, as react-admin's do there:
// a dialog's margins would leave the form too little width.
import type { DialogProps } from '@mui/material';
import type { FormConfig } from '../../language/types';

export const dialogSize = (form: Pick<FormConfig, 'size'>, narrow = false): Pick<DialogProps, 'maxWidth' | 'fullScreen' | 'slotProps'> => {
  const fullScreen = narrow || form.size === 'fullScreen';
  const width = fullScreen ? undefined : form.size;
  return {
    maxWidth: fullScreen || width ? false : 'md',
    fullScreen,
    ...(width ? { slotProps: { paper: { sx: { width, maxWidth: width } } } } : {}),
  };
};
