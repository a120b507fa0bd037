import {
  canAccess,
  matchingMessages,
  proposalsMessages,
  sellerAnalyticsMessages,
} from '@matchbazaar/contracts';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { DashboardPageFrame } from '../../../components/dashboard-page-frame';
import { useSession } from '../../../lib/session/use-session';
import { SellerOverview } from '../seller/seller-overview';
import { LeadsSection } from './leads-section';
import { SellersOnly } from './sellers-only';

const t = matchingMessages;

/**
 * /seller: the seller's dashboard (docs/product/dashboard.md): the shop's figures, to-do list and
 * quick links (docs/product/seller-analytics.md), then its Leads: buyers'
 * requirements the matching engine found for the seller's listings, newest first, with why each
 * fits; Submit Proposal or Not relevant on each. New leads are marked, and marked seen once
 * shown; a lead pushed while the page is open appears without a reload.
 */
export function SellerDashboardPage() {
  const { user } = useSession();
  const seller = user !== null && canAccess(user.role, ['trader']);
  return (
    <DashboardPageFrame
      title={t.sellerDashboardTitle}
      intro={seller ? sellerAnalyticsMessages.dashboardIntro : t.sellerDashboardIntro}
      actions={
        seller && (
          <Button component={RouterLink} to="/marketplace/buyer-requests" variant="outlined">
            {proposalsMessages.browseRequests}
          </Button>
        )
      }
    >
      {user && seller ? (
        <>
          <SellerOverview userId={user.id} />
          <LeadsSection userId={user.id} />
        </>
      ) : (
        <SellersOnly />
      )}
    </DashboardPageFrame>
  );
}
