import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** Nothing to list: a quiet bell, what that means and, when given, what will show up here. */
export function NotificationsEmpty({ text, hint }: { text: string; hint?: string }) {
  return (
    <Box
      sx={{ display: 'grid', justifyItems: 'center', gap: 0.5, px: 3, py: 4, textAlign: 'center' }}
    >
      <NotificationsNoneOutlinedIcon
        aria-hidden="true"
        sx={{ fontSize: 40, color: 'text.disabled' }}
      />
      <Typography component="p" variant="subtitle2">
        {text}
      </Typography>
      {hint && (
        <Typography component="p" variant="body2" color="text.secondary">
          {hint}
        </Typography>
      )}
    </Box>
  );
}
