import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { moderationMessages } from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';

const t = moderationMessages;

/** Over the posts: select all, how many are selected, and approve or reject those together. */
export function SelectionBar({
  chosen,
  total,
  busy,
  onSelectAll,
  onApprove,
  onReject,
}: {
  chosen: number;
  total: number;
  busy: boolean;
  onSelectAll: (on: boolean) => void;
  onApprove: () => void;
  onReject: () => void;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        px: { xs: 1.5, sm: 2 },
        py: 1,
        bgcolor: 'grey.50',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <FormControlLabel
        label={t.selectAll}
        sx={{ '& .MuiFormControlLabel-label': { fontWeight: 600 } }}
        control={
          <Checkbox
            checked={chosen === total}
            indeterminate={chosen > 0 && chosen < total}
            onChange={(event) => onSelectAll(event.target.checked)}
            disabled={busy}
          />
        }
      />
      <Typography
        variant="body2"
        color="text.secondary"
        aria-live="polite"
        sx={{ mr: 'auto', minWidth: 0 }}
      >
        {chosen > 0 && t.selected(chosen)}
      </Typography>
      <Button
        size="small"
        variant="contained"
        color="success"
        startIcon={<CheckIcon />}
        disabled={chosen === 0 || busy}
        onClick={onApprove}
      >
        {t.approveSelected}
      </Button>
      <Button
        size="small"
        variant="outlined"
        color="error"
        startIcon={<CloseIcon />}
        disabled={chosen === 0 || busy}
        onClick={onReject}
      >
        {t.rejectSelected}
      </Button>
    </Box>
  );
}
