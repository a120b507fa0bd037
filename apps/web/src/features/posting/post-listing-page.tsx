import { postingMessages } from '@matchbazaar/contracts';
import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router-dom';
import type { RouteTitleHandle } from '../../components/guards/page-title';
import { useSession } from '../../lib/session/use-session';
import { fetchListing } from './api/posting-api';
import { myShopQuery } from './api/posting-queries';
import { ListingForm } from './listing-form';
import { emptyListingValues, listingValuesOf } from './listing-form-values';
import { PostFormPage } from './post-form-page';
import { listingKind } from './post-kinds';
import { SellerOnlyNotice } from './seller-only-notice';
import type { ShopNeededState } from './shop-page';
import { useIsSeller } from './use-seller';

export const handle: RouteTitleHandle = { title: postingMessages.postListingTitle };

/**
 * /seller/post-listing (`?edit=<id>` edits, `?from=<id>` copies): sellers only, and only once
 * their shop is open (else to /seller/shop first).
 */
export function PostListingPage() {
  const isSeller = useIsSeller();
  const shop = useQuery(myShopQuery(useSession().user?.id ?? '', isSeller));
  if (shop.isSuccess && shop.data === null) {
    const state: ShopNeededState = { shopNeeded: true };
    return <Navigate to="/seller/shop" replace state={state} />;
  }
  return (
    <PostFormPage
      view={listingKind}
      fetch={fetchListing}
      blocked={isSeller ? undefined : <SellerOnlyNotice />}
      also={[shop]}
      form={({ post, copy, editing, onSaved }) => (
        <ListingForm
          shop={shop.data ?? null}
          initial={post ? listingValuesOf(post, copy) : emptyListingValues(shop.data ?? null)}
          editing={editing}
          onSaved={onSaved}
        />
      )}
    />
  );
}
