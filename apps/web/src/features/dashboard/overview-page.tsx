import AddIcon from '@mui/icons-material/Add';
import { dashboardMessages } from '@matchbazaar/contracts';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { DashboardPageFrame } from '../../components/dashboard-page-frame';
import { LoadState } from '../../components/load-state';
import { useSession } from '../../lib/session/use-session';
import { overviewQuery } from './api/dashboard-api';
import { BuyerOverview } from './parts/buyer-overview';
import { SellerOverview } from './parts/seller-overview';

const t = dashboardMessages.overview;

/** /dashboard: the overview for the signed-in user's persona, from their own records. */
export function OverviewPage() {
  const { user } = useSession();
  const userId = user?.id ?? '';
  const overview = useQuery(overviewQuery(userId));
  const data = overview.data;
  const seller = data?.persona === 'seller';
  return (
    <DashboardPageFrame
      title={dashboardMessages.title}
      intro={
        user?.firstName
          ? `${t.greeting(user.firstName)}. ${seller ? t.sellerIntro : t.buyerIntro}`
          : seller
            ? t.sellerIntro
            : t.buyerIntro
      }
      actions={
        seller ? (
          <Button
            component={RouterLink}
            to="/seller/post-listing"
            variant="contained"
            startIcon={<AddIcon />}
          >
            {t.postListing}
          </Button>
        ) : (
          <>
            <Button component={RouterLink} to="/marketplace" variant="outlined">
              {t.browse}
            </Button>
            <Button
              component={RouterLink}
              to="/marketplace/post-requirement"
              variant="contained"
              startIcon={<AddIcon />}
            >
              {t.postRequirement}
            </Button>
          </>
        )
      }
    >
      {!data ? (
        <LoadState
          label={dashboardMessages.title}
          failed={overview.isError ? t.loadFailed : undefined}
          retry={() => void overview.refetch()}
          retryLabel={t.retry}
        />
      ) : seller ? (
        <SellerOverview data={data} />
      ) : (
        <BuyerOverview data={data} />
      )}
    </DashboardPageFrame>
  );
}
