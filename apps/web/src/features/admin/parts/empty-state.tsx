import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A queue with nothing in it: what it would hold. */
export function EmptyState({ title, text }: { title: string; text?: string | undefined }) {
  return (
    <Box
      sx={{ display: 'grid', justifyItems: 'center', textAlign: 'center', gap: 1, py: 6, px: 2 }}
    >
      <InboxOutlinedIcon aria-hidden="true" sx={{ fontSize: 48, color: 'text.disabled' }} />
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {text && (
        <Typography color="text.secondary" sx={{ maxWidth: 420 }}>
          {text}
        </Typography>
      )}
    </Box>
  );
}
