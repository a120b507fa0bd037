import AddIcon from '@mui/icons-material/Add';
import { dashboardMessages, postingMessages } from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { DashboardPageFrame } from '../../components/dashboard-page-frame';
import { myListingsConfig } from './my-listings-page';
import { MyPostsList } from './my-posts-list';
import { myRequirementsConfig } from './my-requirements-page';
import { useIsSeller } from './use-seller';

const t = dashboardMessages.marketplace;

/**
 * /dashboard/marketplace: the user's requirements and, for sellers, listings, each by status with
 * the catalogue's own actions (`?show=listings` picks the second list, so a link keeps the view).
 */
export function MyPostsPage() {
  const isSeller = useIsSeller();
  const [params, setParams] = useSearchParams();
  const show = isSeller && params.get('show') === 'listings' ? 'listings' : 'requirements';
  return (
    <DashboardPageFrame
      title={t.title}
      intro={t.intro}
      actions={
        <Button
          component={RouterLink}
          to={show === 'listings' ? '/seller/post-listing' : '/marketplace/post-requirement'}
          variant="contained"
          startIcon={<AddIcon />}
        >
          {show === 'listings' ? postingMessages.newListing : postingMessages.newRequirement}
        </Button>
      }
    >
      {isSeller && (
        <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
          <Tabs
            value={show}
            // A new list starts on its first tab of statuses.
            onChange={(_event, value: string) =>
              setParams(value === 'listings' ? { show: value } : {})
            }
          >
            <Tab value="requirements" label={t.requirementsTab} />
            <Tab value="listings" label={t.listingsTab} />
          </Tabs>
        </Box>
      )}
      {show === 'listings' ? (
        <MyPostsList key="listings" config={myListingsConfig} />
      ) : (
        <MyPostsList key="requirements" config={myRequirementsConfig} />
      )}
    </DashboardPageFrame>
  );
}
