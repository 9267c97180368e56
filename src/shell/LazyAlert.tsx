// MUI's Alert for what no first screen shows (a page not found, access denied, a failed screen):
// it loads when shown, not with the first screen (its 200 KB gzip budget, e2e/firstScreen.test.ts).
// Meanwhile, or when it cannot load (a screen often fails because its code could not), the same
// words and button show plainly.
import { lazy, Suspense } from 'react';
import { Box } from '@mui/material';
import type { AlertProps } from '@mui/material/Alert';
import { trackedImport } from '../data/trackedImport';

const PlainAlert = ({ children, action, sx }: AlertProps) => (
  <Box role="alert" sx={sx}>
    {children} {action}
  </Box>
);

const Alert = lazy(trackedImport(() => import('@mui/material/Alert').catch(() => ({ default: PlainAlert }))));

export const LazyAlert = (props: AlertProps) => (
  <Suspense fallback={<PlainAlert {...props} />}>
    <Alert {...props} />
  </Suspense>
);
