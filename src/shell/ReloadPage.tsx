import { useEffect } from 'react';

/** Public paths live in their own bundle: a full page load hands over to it. */
export const ReloadPage = () => {
  useEffect(() => window.location.reload(), []);
  return null;
};
