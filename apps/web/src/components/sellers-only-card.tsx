import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

/**
 * What a buyer account sees on a page that is for sellers (leads, analytics): what the page is
 * for, and the way to the shop where selling starts. Each page says it in its own words.
 */
export function SellersOnlyCard({
  title,
  text,
  action,
}: {
  title: string;
  text: string;
  action: string;
}) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, borderRadius: 3, textAlign: 'center' }}>
      <StorefrontOutlinedIcon aria-hidden="true" color="primary" sx={{ fontSize: 48 }} />
      <Typography variant="h5" component="h2" sx={{ mt: 1, fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3, maxWidth: 520, mx: 'auto' }}>
        {text}
      </Typography>
      <Button component={RouterLink} to="/seller/shop" variant="contained">
        {action}
      </Button>
    </Paper>
  );
}
