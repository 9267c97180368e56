import { Typography } from '@mui/material';
import { useLocation } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { LazyAlert } from './LazyAlert';

export const NotFound = () => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('notFound.title')}
      </Typography>
      <LazyAlert severity="info">{translate('notFound.text', { path: pathname })}</LazyAlert>
    </>
  );
};
