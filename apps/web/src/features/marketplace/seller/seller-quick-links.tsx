import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import ManageSearchOutlinedIcon from '@mui/icons-material/ManageSearchOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import { sellerAnalyticsMessages } from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { SectionCard } from '../../../components/section-card';

const t = sellerAnalyticsMessages;

/** The seller's usual places: a new listing, the listings, inquiries, analytics, the shop, requests. */
export function SellerQuickLinks() {
  const q = t.quickLinks;
  const links = [
    { label: q.newListing, to: '/seller/post-listing', icon: <AddCircleOutlineIcon /> },
    { label: q.listings, to: '/seller/my-listings', icon: <Inventory2OutlinedIcon /> },
    { label: q.inquiries, to: '/seller/orders-inquiries', icon: <ForumOutlinedIcon /> },
    { label: q.analytics, to: '/seller/analytics', icon: <InsightsOutlinedIcon /> },
    { label: q.shop, to: '/seller/shop', icon: <StorefrontOutlinedIcon /> },
    { label: q.requests, to: '/marketplace/buyer-requests', icon: <ManageSearchOutlinedIcon /> },
  ];
  return (
    <SectionCard title={t.quickLinksTitle}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.25 }}>
        {links.map((link) => (
          <li key={link.to}>
            <Button
              component={RouterLink}
              to={link.to}
              fullWidth
              startIcon={link.icon}
              endIcon={<ChevronRightIcon />}
              sx={{
                justifyContent: 'flex-start',
                textAlign: 'left',
                py: 0.75,
                fontWeight: 600,
                '& .MuiButton-endIcon': { ml: 'auto' },
              }}
            >
              {link.label}
            </Button>
          </li>
        ))}
      </Box>
    </SectionCard>
  );
}
