// Where a refused save's first error shows: by its field when a field shows it, else in the form's
// banner; never in both, and never again in a snackbar (GeneratedForm turns react-admin's "The
// form is not valid" off). The field's message is then the one alert that says the form was
// refused; the other fields' messages show by them, read with their inputs.
import { createContext, useContext, useLayoutEffect, useRef, useState, type ComponentProps, type ReactNode, type RefObject } from 'react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { useForkRef } from '@mui/material/utils';

const FirstError = createContext<string | null>(null);

/** The message under a field (MUI's helper text) in error: the alert when it is the form's first error. */
const FieldMessage = ({ ref, ...props }: ComponentProps<'p'>) => {
  const first = useContext(FirstError);
  const own = useRef<HTMLParagraphElement>(null);
  const [isFirst, setIsFirst] = useState(false);
  // The text is react-admin's (a translated element, not a string): read as drawn, before paint.
  // Of messages saying it at several fields (a pair of passwords), the first one only.
  useLayoutEffect(() => {
    const form = own.current?.closest('form');
    const saying = [...(form?.querySelectorAll('.MuiFormHelperText-root.Mui-error') ?? [])].filter((m) => saysInError(m, first));
    setIsFirst(saying.length > 0 && saying[0] === own.current);
  }, [first, props.className, props.children]);
  return <p ref={useForkRef(ref, own)} {...props} role={isFirst ? 'alert' : props.role} />;
};

const saysInError = (message: Element | null, text: string | null) =>
  text !== null && !!message?.classList.contains('Mui-error') && message.textContent?.trim() === text.trim();

// One function for the module's life: ThemeProvider makes a theme again whenever it changes.
const withFieldMessages = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiFormHelperText: {
      ...outer.components?.MuiFormHelperText,
      defaultProps: { ...outer.components?.MuiFormHelperText?.defaultProps, component: FieldMessage },
    },
  },
});

/** The form's fields, their messages told apart as above; `first` is the refusal's first error, if any. */
export const FirstErrorFields = ({ first, children }: { first: string | null; children: ReactNode }) => (
  <FirstError.Provider value={first}>
    <ThemeProvider theme={withFieldMessages}>{children}</ThemeProvider>
  </FirstError.Provider>
);

/** Whether a field inside `fields` shows `message` as its error, as drawn; `drawn`: what changes the fields' messages. */
export const useShownByField = (fields: RefObject<HTMLElement | null>, message: string | null, drawn: readonly unknown[]): boolean => {
  const [shown, setShown] = useState(false);
  useLayoutEffect(() => {
    const messages = [...(fields.current?.querySelectorAll('.MuiFormHelperText-root.Mui-error') ?? [])];
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a reading of the drawn page, as layout effects are for
    setShown(messages.some((m) => saysInError(m, message)));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `drawn` lists them
  }, [fields, message, ...drawn]);
  return shown;
};
