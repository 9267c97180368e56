import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Identifier } from 'react-admin';
import type { ResourceConfig } from '../../resources/types';

/** Form modes are URLs under the screen's route, so reload and Back behave. */
export const formModePath = (config: ResourceConfig, mode: string, id?: Identifier): string =>
  mode === 'insert' ? `${config.route}/create` : `${config.route}/${encodeURIComponent(String(id))}/${mode}`;

export const useFormMode = (config: ResourceConfig) => {
  const navigate = useNavigate();
  const location = useLocation();
  const open = useCallback((mode: string, id?: Identifier) => navigate(formModePath(config, mode, id)), [navigate, config]);
  // Closing returns to the list (mode "none"), keeping the list's own state.
  const close = useCallback(() => {
    if (location.pathname !== config.route) navigate(config.route);
  }, [navigate, location.pathname, config.route]);
  return { open, close };
};
