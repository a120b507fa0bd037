import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import { sellerAnalyticsMessages } from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

const t = sellerAnalyticsMessages;

/** A new seller's first step, in place of figures that are all zeros. */
export function FirstListing() {
  return (
    <Paper
      variant="outlined"
      sx={{
        p: { xs: 3, sm: 4 },
        borderRadius: 3,
        display: 'flex',
        gap: 2.5,
        alignItems: { sm: 'center' },
        flexDirection: { xs: 'column', sm: 'row' },
      }}
    >
      <InsightsOutlinedIcon color="primary" sx={{ fontSize: 48 }} aria-hidden="true" />
      <Box sx={{ flex: 1 }}>
        <Typography component="h3" variant="h6" sx={{ fontWeight: 800 }}>
          {t.emptyTitle}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {t.emptyText}
        </Typography>
      </Box>
      <Button component={RouterLink} to="/seller/post-listing" variant="contained">
        {t.quickLinks.newListing}
      </Button>
    </Paper>
  );
}
