import { useState } from 'react';
import { Box, Button, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Message } from './viewRules';

interface Props {
  label: string;
  submitLabel: string;
  initial?: string;
  /** keeps the name, or answers what is wrong with it */
  onSubmit: (name: string) => Message | undefined;
  onCancel?: () => void;
  autoFocus?: boolean;
}

/**
 * A view's name with its button (Enter submits); the rule a name breaks shows under it. No
 * length limit on the input itself: a pasted long name gets the rule's message, not a cut.
 */
export const ViewNameForm = ({ label, submitLabel, initial = '', onSubmit, onCancel, autoFocus }: Props) => {
  const translate = useTranslate();
  const [name, setName] = useState(initial);
  const [problem, setMessage] = useState<Message>();
  return (
    <Box
      component="form"
      noValidate
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flex: 1 }}
      onSubmit={(event) => {
        event.preventDefault();
        const found = onSubmit(name);
        setMessage(found);
        if (!found) setName('');
      }}
    >
      <TextField
        size="small"
        label={label}
        value={name}
        autoFocus={autoFocus}
        onChange={(event) => setName(event.target.value)}
        error={!!problem}
        helperText={problem && translate(problem.key, problem.options)}
        sx={{ flex: 1 }}
      />
      <Button type="submit" variant="outlined" sx={{ mt: 0.25 }}>
        {submitLabel}
      </Button>
      {onCancel && (
        <Button onClick={onCancel} sx={{ mt: 0.25 }}>
          {translate('buttons.cancel')}
        </Button>
      )}
    </Box>
  );
};
