import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSession } from '../auth/useSession';

/** /admin/about: the slink-sisl-admin landing with its own welcome text. */
const AdminAbout = () => {
  const translate = useTranslate();
  const session = useSession();
  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('adminAbout.greeting', { name: session?.first_name ?? '' })}
      </Typography>
      <Typography>{translate('adminAbout.text')}</Typography>
    </>
  );
};
export default AdminAbout;
