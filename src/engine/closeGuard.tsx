// "You've made unsaved changes" (Required: API links, transformations, email templates). The
// dialog of a form mode asks before it closes — Cancel, Escape or a click beside it — when the
// form reports unsaved changes and its screen has a leave text for the mode (<screen>.leave.<mode>). Saving closes without
// asking.
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText } from '@mui/material';
import { useTranslate } from 'react-admin';

const ReportDirty = createContext<(dirty: boolean) => void>(() => undefined);

/** A form mode says whether it holds unsaved changes (generated forms do it themselves). */
export const useReportDirty = (dirty: boolean): void => {
  const report = useContext(ReportDirty);
  useEffect(() => {
    report(dirty);
    return () => report(false);
  }, [dirty, report]);
};

/**
 * For the dialog that hosts a form mode: `cancel` asks first when there are unsaved changes
 * and `messageKey` is set; `close` never asks (success paths). Render `guard` around the body.
 */
export const useCloseGuard = (close: () => void, messageKey: string | undefined) => {
  const translate = useTranslate();
  const dirty = useRef(false);
  const [asking, setAsking] = useState(false);
  const report = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);
  const cancel = useCallback(() => {
    if (messageKey && dirty.current) setAsking(true);
    else close();
  }, [close, messageKey]);
  const guard = (children: ReactNode) => (
    <ReportDirty.Provider value={report}>
      {children}
      <Dialog open={asking} onClose={() => setAsking(false)} aria-labelledby="leave-confirmation">
        <DialogContent>
          <DialogContentText id="leave-confirmation">{messageKey ? translate(messageKey) : ''}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button
            onClick={() => {
              setAsking(false);
              close();
            }}
          >
            {translate('buttons.yes')}
          </Button>
          <Button variant="contained" onClick={() => setAsking(false)} autoFocus>
            {translate('buttons.no')}
          </Button>
        </DialogActions>
      </Dialog>
    </ReportDirty.Provider>
  );
  return { cancel, guard };
};
