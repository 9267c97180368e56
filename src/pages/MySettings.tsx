import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSlinkDataProvider } from '../data/useSlinkDataProvider';
import { PasswordChangeForm } from '../engine/PasswordChangeForm';
import { useSession } from '../shell/useSession';
import type { PageProps } from './pageProps';

/** /home/settings: change one's own password. */
const MySettings = ({ screen }: PageProps) => {
  const translate = useTranslate();
  const session = useSession();
  const dataProvider = useSlinkDataProvider();
  if (!session) return null;
  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('settings.title')}
      </Typography>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate('settings.changePassword')}
      </Typography>
      <PasswordChangeForm owner={session} askCurrent send={(body) => dataProvider.call(screen.name, 'password', { body })} />
    </>
  );
};
export default MySettings;
