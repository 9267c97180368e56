import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { landingFor, type Role } from '../../language/roles';
import { LazyAlert } from './LazyAlert';
import { ScreenLink } from './ScreenLink';

export const AccessDenied = ({ role }: { role: Role | undefined }) => {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('accessDenied.title')}
      </Typography>
      <LazyAlert severity="warning" sx={{ mb: 2 }}>
        {role ? translate('accessDenied.text', { role: translate(`roleNames.${role}`) }) : translate('accessDenied.noRole')}
      </LazyAlert>
      <Box>
        <Button component={ScreenLink} to={landingFor(role)} variant="outlined">
          {translate('accessDenied.back')}
        </Button>
      </Box>
    </>
  );
};
