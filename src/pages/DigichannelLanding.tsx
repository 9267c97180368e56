import { Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useSession } from '../shell/useSession';

/** /digichannel: 'Welcome to Digital Channels, <first name>', 'Loading...' until it is known. */
const DigichannelLanding = () => {
  const translate = useTranslate();
  const firstName = useSession()?.first_name;
  return (
    <>
      <Title title={translate('digichannel.title')} />
      <Typography variant="h5" component="h1" gutterBottom>
        {firstName ? translate('digichannel.welcome', { name: firstName }) : translate('digichannel.loading')}
      </Typography>
      <Typography>{translate('digichannel.text')}</Typography>
    </>
  );
};
export default DigichannelLanding;
