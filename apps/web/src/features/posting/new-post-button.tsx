import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router-dom';
import type { PostKindWords } from './post-kinds';

/** The call to post one more of a kind: a link to its empty form ("New listing"). */
export function NewPostButton({
  view,
  label = view.newLabel,
  sx,
}: {
  view: PostKindWords;
  label?: string;
  sx?: SxProps<Theme>;
}) {
  return (
    <Button
      component={RouterLink}
      to={view.formPath}
      variant="contained"
      startIcon={<AddIcon aria-hidden="true" />}
      sx={sx}
    >
      {label}
    </Button>
  );
}
