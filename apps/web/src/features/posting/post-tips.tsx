import TipsAndUpdatesOutlinedIcon from '@mui/icons-material/TipsAndUpdatesOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** A short list of advice beside a post form (wide screens only: it is a help, not a step). */
export function PostTips({ title, tips }: { title: string; tips: readonly string[] }) {
  return (
    <Paper
      component="aside"
      variant="outlined"
      aria-labelledby="post-tips-title"
      sx={{ p: 3, borderRadius: 3, bgcolor: 'background.paper' }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <TipsAndUpdatesOutlinedIcon aria-hidden="true" color="primary" />
        <Typography
          id="post-tips-title"
          variant="subtitle1"
          component="h2"
          sx={{ fontWeight: 700 }}
        >
          {title}
        </Typography>
      </Stack>
      <Box component="ul" sx={{ m: 0, mt: 1.5, pl: 2.5 }}>
        {tips.map((tip) => (
          <Typography
            key={tip}
            component="li"
            variant="body2"
            color="text.secondary"
            sx={{ mb: 1 }}
          >
            {tip}
          </Typography>
        ))}
      </Box>
    </Paper>
  );
}
