import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import { matchingMessages } from '@matchbazaar/contracts';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

const t = matchingMessages;

/** What a buyer account sees here: leads are for sellers, and where selling starts. */
export function SellersOnly() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, borderRadius: 3, textAlign: 'center' }}>
      <StorefrontOutlinedIcon aria-hidden="true" color="primary" sx={{ fontSize: 48 }} />
      <Typography variant="h5" component="h2" sx={{ mt: 1, fontWeight: 700 }}>
        {t.sellersOnlyTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3, maxWidth: 520, mx: 'auto' }}>
        {t.sellersOnlyText}
      </Typography>
      <Button component={RouterLink} to="/seller/shop" variant="contained">
        {t.openShop}
      </Button>
    </Paper>
  );
}
