import { Component, type ReactNode } from 'react';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LazyAlert } from './LazyAlert';

// React catches render errors only in class components. A screen that fails shows this panel
// instead of a blank console; moving to another path, or Try again, renders it afresh.
interface Props {
  pathname: string;
  children: ReactNode;
}
interface State {
  error: Error | null;
  /** the path the error happened on */
  at: string | null;
}

const ErrorPanel = ({ error, retry }: { error: Error; retry: () => void }) => {
  const translate = useTranslate();
  return (
    <LazyAlert
      severity="error"
      sx={{ mt: 2 }}
      action={
        <Button color="inherit" size="small" onClick={retry}>
          {translate('errors.retry')}
        </Button>
      }
    >
      {translate('errors.screen', { message: error.message })}
    </LazyAlert>
  );
};

export class ScreenErrorBoundary extends Component<Props, State> {
  state: State = { error: null, at: null };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.error && state.at === null) return { at: props.pathname };
    if (state.error && state.at !== props.pathname) return { error: null, at: null };
    return null;
  }

  render() {
    const { error } = this.state;
    if (error) return <ErrorPanel error={error} retry={() => this.setState({ error: null, at: null })} />;
    return this.props.children;
  }
}
