import { Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSession } from '../auth/useSession';

/** /home: greeting, then name, email, account groups, organizations, activate accounts. */
const HomeAbout = () => {
  const translate = useTranslate();
  const session = useSession();
  if (!session) return null;
  const rows: [string, string][] = [
    ['home.name', [session.first_name, session.last_name].filter(Boolean).join(' ')],
    ['home.email', session.email],
    ['home.accountGroups', session.account_group_names.join(', ')],
    ['home.organizations', session.organizations.join(', ')],
    ['home.accounts', session.accounts.join(', ')],
  ];
  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('home.greeting', { name: session.first_name })}
      </Typography>
      <Table size="small" sx={{ maxWidth: 800 }} aria-label={translate('home.title')}>
        <TableBody>
          {rows.map(([label, value]) => (
            <TableRow key={label}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600, width: 220 }}>
                {translate(label)}
              </TableCell>
              <TableCell>{value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
};
export default HomeAbout;
