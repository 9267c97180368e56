import { Box, Chip, Typography } from '@mui/material';
import CancelIcon from '@mui/icons-material/Cancel';
import { useTranslate } from 'react-admin';

export interface Tag {
  key: string | number;
  label: string;
}

interface Props {
  tags: readonly Tag[];
  /** removing is offered when given */
  onRemove?: (tag: Tag) => void;
  /** i18n key of the empty text; the requirements' default is 'No data assigned' */
  emptyText?: string;
  /** i18n key of a heading; the count follows it */
  heading?: string;
  disabled?: boolean;
}

/** Tags with an x to remove each (the shared widgets of the requirements). */
export const TagList = ({ tags, onRemove, emptyText = 'tags.empty', heading, disabled }: Props) => {
  const translate = useTranslate();
  return (
    <Box sx={{ my: 1 }}>
      {heading && (
        <Typography variant="subtitle2" component="h3">
          {translate(heading)} ({tags.length})
        </Typography>
      )}
      {tags.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate(emptyText)}
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label={heading ? translate(heading) : undefined}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none', '& > li': { maxWidth: '100%' } }}
        >
          {tags.map((tag) => (
            <li key={tag.key}>
              {/* A name longer than a phone's width wraps inside its chip. */}
              <Chip
                label={tag.label}
                sx={{ height: 'auto', minHeight: 32, '& .MuiChip-label': { whiteSpace: 'normal', py: 0.5 } }}
                onDelete={onRemove && !disabled ? () => onRemove(tag) : undefined}
                deleteIcon={<CancelIcon aria-label={translate('buttons.remove', { name: tag.label })} role="button" aria-hidden={false} />}
              />
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
};
