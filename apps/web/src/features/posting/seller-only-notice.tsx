import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { postingMessages } from '@matchbazaar/contracts';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';
import { useCanBecomeSeller } from './use-seller';

const t = postingMessages;

/**
 * What a buyer account sees on the seller's pages: opening a shop makes it a seller
 * (docs/decisions/0001-roles-and-personas.md); verifying comes first; a requirement instead.
 */
export function SellerOnlyNotice() {
  const canBecome = useCanBecomeSeller();

  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, borderRadius: 3, textAlign: 'center' }}>
      <StorefrontOutlinedIcon aria-hidden="true" color="primary" sx={{ fontSize: 48 }} />
      <Typography variant="h5" component="h2" sx={{ mt: 1, fontWeight: 700 }}>
        {t.sellerOnlyTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3, maxWidth: 520, mx: 'auto' }}>
        {canBecome === 'verify' ? t.sellerVerifyFirst : t.sellerOnlyText}
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'center' }}
      >
        {canBecome === true && (
          <Button
            component={RouterLink}
            to="/seller/shop"
            state={{ shopNeeded: true }}
            variant="contained"
          >
            {t.openShopToSell}
          </Button>
        )}
        <Button
          component={RouterLink}
          to="/marketplace/post-requirement"
          variant={canBecome === true ? 'outlined' : 'contained'}
        >
          {t.postRequirementInstead}
        </Button>
      </Stack>
    </Paper>
  );
}
