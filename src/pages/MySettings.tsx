import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { replaceToken } from '../auth/token';
import { useSlinkDataProvider } from '../data/useSlinkDataProvider';
import { PasswordChangeForm } from '../engine/PasswordChangeForm';
import { useSession } from '../auth/useSession';
import type { PageProps } from '../engine/modeProps';

/** /home/settings: change one's own password. */
const MySettings = ({ screen }: PageProps) => {
  const translate = useTranslate();
  const session = useSession();
  const dataProvider = useSlinkDataProvider();
  if (!session) return null;
  // The change refuses the token that made it; the answer carries the one to go on with.
  const changeOwnPassword = async (body: Record<string, unknown>) => {
    const answer = await dataProvider.call<{ access_token?: string }>(screen.name, 'password', { body });
    if (answer?.access_token) replaceToken(answer.access_token);
    return answer;
  };
  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('settings.title')}
      </Typography>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate('settings.changePassword')}
      </Typography>
      <PasswordChangeForm owner={session} askCurrent send={(body) => changeOwnPassword(body)} />
    </>
  );
};
export default MySettings;
