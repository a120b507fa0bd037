import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { postingMessages } from '@matchbazaar/contracts';
import { Link as RouterLink } from 'react-router-dom';

const t = postingMessages;

/** What a buyer account sees on the seller's pages: why not, and what they can do instead. */
export function SellerOnlyNotice() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, borderRadius: 3, textAlign: 'center' }}>
      <StorefrontOutlinedIcon aria-hidden="true" color="primary" sx={{ fontSize: 48 }} />
      <Typography variant="h5" component="h2" sx={{ mt: 1, fontWeight: 700 }}>
        {t.sellerOnlyTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3, maxWidth: 520, mx: 'auto' }}>
        {t.sellerOnlyText}
      </Typography>
      <Button component={RouterLink} to="/marketplace/post-requirement" variant="contained">
        {t.postRequirementInstead}
      </Button>
    </Paper>
  );
}
