import { marketplaceMessages } from '@matchbazaar/contracts';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { MarketplacePage } from '../layout/marketplace-page';
import { MarketplaceSearchBox } from '../layout/marketplace-search-box';
import { ResultsView } from '../results/results-view';

const t = marketplaceMessages;

/** /marketplace/buyer-requests: open requirements, newest first. */
export function BuyerRequestsPage() {
  return (
    <MarketplacePage
      title={t.buyerRequestsTitle}
      lead={t.buyerRequestsLead}
      crumbs={[{ label: t.marketplaceCrumb, to: '/marketplace' }]}
      actions={
        <Button
          component={RouterLink}
          to="/marketplace/post-requirement"
          variant="contained"
          color="secondary"
        >
          {t.postRequirementCta}
        </Button>
      }
      below={<MarketplaceSearchBox kind="requests" />}
    >
      <ResultsView kind="requests" facetLevel="groups" defaultSort="newest" />
    </MarketplacePage>
  );
}

/** /marketplace/seller-offers: published listings, newest first. */
export function SellerOffersPage() {
  return (
    <MarketplacePage
      title={t.sellerOffersTitle}
      lead={t.sellerOffersLead}
      crumbs={[{ label: t.marketplaceCrumb, to: '/marketplace' }]}
      actions={
        <Button component={RouterLink} to="/seller/post-listing" variant="contained">
          {t.sellCta}
        </Button>
      }
      below={<MarketplaceSearchBox />}
    >
      <ResultsView kind="offers" facetLevel="groups" defaultSort="newest" />
    </MarketplacePage>
  );
}

/** /marketplace/shop-deals: live deals, ending soonest first (or by discount). */
export function DealsPage() {
  return (
    <MarketplacePage
      title={t.dealsPageTitle}
      lead={t.dealsLead}
      crumbs={[{ label: t.marketplaceCrumb, to: '/marketplace' }]}
    >
      <ResultsView
        kind="offers"
        fixed={{ deals: 'true' }}
        facetLevel="groups"
        defaultSort="ending_soon"
        emptyAction={
          <Button component={RouterLink} to="/marketplace/seller-offers" variant="contained">
            {t.allOffers}
          </Button>
        }
      />
    </MarketplacePage>
  );
}
