// How big a form mode's dialog is: react-admin forms fit 'md'; editors fill the screen
// (fullScreen) or a share of its width (`width`, e.g. the requirements 90%-wide dashboard editor).
import type { DialogProps } from '@mui/material';
import type { FormConfig } from '../../language/types';

export const dialogSize = (form: Pick<FormConfig, 'fullScreen' | 'width'>): Pick<DialogProps, 'maxWidth' | 'fullScreen' | 'slotProps'> => ({
  maxWidth: form.fullScreen || form.width ? false : 'md',
  fullScreen: !!form.fullScreen,
  ...(form.width && !form.fullScreen ? { slotProps: { paper: { sx: { width: form.width, maxWidth: form.width } } } } : {}),
});
