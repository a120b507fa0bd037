import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { postingMessages } from '@matchbazaar/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { RouteTitleHandle } from '../../components/guards/page-title';
import { LoadState } from '../../components/load-state';
import { useSession } from '../../lib/session/use-session';
import { myShopQuery } from './api/posting-queries';
import { NewPostButton } from './new-post-button';
import { listingKind } from './post-kinds';
import { PostingPage } from './posting-page';
import { SellerOnlyNotice } from './seller-only-notice';
import { ShopForm } from './shop-form';
import { useCanBecomeSeller, useIsSeller } from './use-seller';

const t = postingMessages;

export const handle: RouteTitleHandle = { title: t.shopTitle };

/** Sent here from /seller/post-listing before the shop is opened. */
export interface ShopNeededState {
  shopNeeded: true;
}

/** /seller/shop: open the seller's shop, or edit it. Buyers are told why not, and what instead. */
export function ShopPage() {
  const { user } = useSession();
  const userId = user?.id ?? '';
  const isSeller = useIsSeller();
  // A verified buyer opens a shop here and the account sells from then on.
  const canBecome = useCanBecomeSeller();
  const opens = isSeller || canBecome === true;
  const shop = useQuery(myShopQuery(userId, isSeller));
  const location = useLocation();
  const sentHere = (location.state as Partial<ShopNeededState> | null)?.shopNeeded === true;

  const opened = shop.data ?? null;

  return (
    <PostingPage
      title={!opens ? t.sellerAreaTitle : opened ? t.shopTitle : t.shopOpenTitle}
      intro={!opens ? t.sellerAreaIntro : opened ? t.shopIntro : t.shopOpenIntro}
      actions={
        opened && (
          <>
            <Button
              component={RouterLink}
              to={`/marketplace/shop/${opened.slug}`}
              variant="outlined"
            >
              {t.viewShop}
            </Button>
            <NewPostButton view={listingKind} label={t.postFirstListing} />
          </>
        )
      }
    >
      {!opens ? (
        <SellerOnlyNotice />
      ) : isSeller && (shop.isPending || shop.isError) ? (
        <LoadState
          label={t.loading}
          failed={shop.isError ? t.loadFailed : undefined}
          retry={() => void shop.refetch()}
          retryLabel={t.retry}
        />
      ) : (
        <Stack spacing={3}>
          {sentHere && !opened && <Alert severity="info">{t.shopNeededFirst}</Alert>}
          <ShopForm shop={opened} />
        </Stack>
      )}
    </PostingPage>
  );
}
