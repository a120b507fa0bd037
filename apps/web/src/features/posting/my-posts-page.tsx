import { dashboardMessages } from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router-dom';
import { DashboardPageFrame } from '../../components/dashboard-page-frame';
import { myListingsConfig, myRequirementsConfig } from './my-posts-configs';
import { MyPostsList } from './my-posts-list';
import { NewPostButton } from './new-post-button';
import { listingKind, requirementKind } from './post-kinds';
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
      actions={<NewPostButton view={show === 'listings' ? listingKind : requirementKind} />}
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
