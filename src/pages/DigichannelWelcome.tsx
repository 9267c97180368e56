import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSession } from '../auth/useSession';

/**
 * The digital channels landing text, shown above the Short Codes list:
 * 'Welcome to Digital Channels, <first name>', 'Loading...' until the first name is known.
 */
const DigichannelWelcome = () => {
  const translate = useTranslate();
  const firstName = useSession()?.first_name;
  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>
        {firstName ? translate('digichannel.welcome', { name: firstName }) : translate('digichannel.loading')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{translate('digichannel.text')}</Typography>
    </>
  );
};
export default DigichannelWelcome;
