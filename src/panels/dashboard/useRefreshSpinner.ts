// Refresh: the control shows a spinner for 500 ms, and longer if the
// reload itself takes longer, so a click always gives visible feedback.
import { useCallback, useEffect, useRef, useState } from 'react';

export const REFRESH_SPINNER_MS = 500;

export const useRefreshSpinner = (reload: () => Promise<unknown>) => {
  const [spinning, setSpinning] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const refresh = useCallback(() => {
    setSpinning(true);
    clearTimeout(timer.current);
    const minimum = new Promise((resolve) => {
      timer.current = setTimeout(resolve, REFRESH_SPINNER_MS);
    });
    void Promise.allSettled([reload(), minimum]).then(() => setSpinning(false));
  }, [reload]);
  return { spinning, refresh };
};
