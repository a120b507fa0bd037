import {
  catalogueMessages,
  postingMessages,
  type ListingDetail,
  type PostIntent,
} from '@matchbazaar/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import type { RouteTitleHandle } from '../../components/guards/page-title';
import { LoadState } from '../../components/load-state';
import { fetchListing, isNotFound } from './api/posting-api';
import { myShopQuery } from './api/posting-queries';
import { ListingForm } from './listing-form';
import { emptyListingValues, listingValuesOf } from './listing-form-values';
import { PostNotices } from './post-notices';
import { pastDraft, saveOutcome } from './save-outcome';
import { PostingPage } from './posting-page';
import { PostTips } from './post-tips';
import { SellerOnlyNotice } from './seller-only-notice';
import type { ShopNeededState } from './shop-page';
import { usePostSource, type PostNoticeState } from './use-post-source';
import { useIsSeller } from './use-seller';
import { notePostPublished } from '../../lib/app-install';

const t = postingMessages;

export const handle: RouteTitleHandle = { title: t.postListingTitle };

/**
 * /seller/post-listing (`?edit=<id>` edits, `?from=<id>` copies): sellers only, and only once
 * their shop is open (else to /seller/shop first).
 */
export function PostListingPage() {
  const isSeller = useIsSeller();
  const { editId, copyId, id, source, notice, userId } = usePostSource('listing', fetchListing);
  const shop = useQuery(myShopQuery(userId, isSeller));
  const navigate = useNavigate();

  const title = editId ? t.editListingTitle : t.postListingTitle;
  const page = (content: ReactNode) => (
    <PostingPage
      title={title}
      intro={t.postListingIntro}
      aside={<PostTips title={t.listingTipsTitle} tips={t.listingTips} />}
    >
      {content}
    </PostingPage>
  );

  if (!isSeller) return page(<SellerOnlyNotice />);
  if (shop.isSuccess && shop.data === null) {
    const state: ShopNeededState = { shopNeeded: true };
    return <Navigate to="/seller/shop" replace state={state} />;
  }
  const loading = shop.isPending || (id !== null && source.isPending);
  const failed = shop.isError || source.isError;
  if (loading || failed)
    return page(
      <LoadState
        label={t.loading}
        failed={failed ? (isNotFound(source.error) ? t.postNotFound : t.loadFailed) : undefined}
        retry={() => {
          if (shop.isError) void shop.refetch();
          if (source.isError) void source.refetch();
        }}
        retryLabel={t.retry}
      />,
    );

  const listing = source.data;
  const initial = listing
    ? listingValuesOf(listing, copyId !== null)
    : emptyListingValues(shop.data);
  const onSaved = (saved: ListingDetail, intent: PostIntent) => {
    const wasPastDraft =
      editId !== null && source.data !== undefined && pastDraft(source.data.status);
    const next = saveOutcome({
      id: saved.id,
      status: saved.status,
      intent,
      wasPastDraft,
      formPath: '/seller/post-listing',
      listPath: '/seller/my-listings',
      liveText: t.publishedListing,
    });
    // Posted (live or in review): the moment the app may offer to be installed.
    if (intent === 'publish') notePostPublished();
    const state: PostNoticeState = { notice: next.notice };
    void navigate(next.to, { replace: intent === 'draft', state });
  };

  return page(
    <>
      <PostNotices
        notice={notice}
        statusLabel={
          editId && listing && pastDraft(listing.status)
            ? catalogueMessages.listingStatuses[listing.status]
            : undefined
        }
        rejectionReason={editId ? listing?.rejectionReason : null}
        copy={copyId !== null}
      />
      <ListingForm
        // A new form for each post it starts from, with that post's values.
        key={`${editId ?? ''}|${copyId ?? ''}`}
        shop={shop.data}
        initial={initial}
        editing={
          editId && listing
            ? {
                id: editId,
                live: pastDraft(listing.status),
              }
            : null
        }
        onSaved={onSaved}
      />
    </>,
  );
}
