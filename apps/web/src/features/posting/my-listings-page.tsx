import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import {
  catalogueMessages,
  listingStatuses,
  postingMessages,
  type ListingCard,
  type ListingStatus,
} from '@matchbazaar/contracts';
import { displayName } from '@matchbazaar/taxonomy';
import { Link as RouterLink } from 'react-router-dom';
import type { RouteTitleHandle } from '../../components/guards/page-title';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../lib/session/use-session';
import { ImportDialogButton } from './import/import-dialog';
import { fetchMyListings } from './api/posting-api';
import { postingKeys } from './api/posting-queries';
import { MyPostsList, type MyPostsConfig } from './my-posts-list';
import { priceLine } from './money-text';
import { listingActions } from './post-actions';
import { PostingPage } from './posting-page';
import { SellerOnlyNotice } from './seller-only-notice';
import { useIsSeller } from './use-seller';

const t = postingMessages;
const c = catalogueMessages;

export const handle: RouteTitleHandle = { title: t.myListingsTitle };

const shortDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { day: 'numeric', month: 'short', year: 'numeric' });

/** Whom others can see: a listing's public page exists while it is (or was) public. */
const publicStatuses: readonly ListingStatus[] = ['published', 'paused', 'closed', 'expired'];

export const myListingsConfig: MyPostsConfig<ListingStatus, ListingCard> = {
  kind: 'listing',
  statuses: listingStatuses,
  statusLabels: c.listingStatuses,
  fetchPage: fetchMyListings,
  actionsOf: listingActions,
  formPath: '/seller/post-listing',
  rowOf: (card) => ({
    id: card.id,
    title: card.title,
    status: card.status,
    statusLabel: c.listingStatuses[card.status],
    thumbUrl: card.image?.urls.thumb,
    href: publicStatuses.includes(card.status) ? `/marketplace/listing/${card.id}` : undefined,
    figure: priceLine(card.price),
    facts: [
      displayName(card.category),
      ...(card.publishedAt ? [t.postedOn(shortDate(card.publishedAt))] : []),
      ...(card.publishedAt && card.own
        ? [t.views(card.own.viewCount), t.saves(card.own.saveCount)]
        : []),
    ],
    notice:
      card.status === 'rejected'
        ? card.own?.rejectionReason
          ? t.rejectedBecause(card.own.rejectionReason)
          : t.rejectedNoReason
        : undefined,
  }),
  empty: { title: t.emptyListingsTitle, text: t.emptyListingsText, action: t.newListing },
};

/** /seller/my-listings: the seller's listings in every status, with their actions. */
export function MyListingsPage() {
  const isSeller = useIsSeller();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const refreshMine = () =>
    void queryClient.invalidateQueries({ queryKey: postingKeys.mine(user?.id ?? '', 'listing') });
  return (
    <PostingPage
      title={t.myListingsTitle}
      intro={t.myListingsIntro}
      width="lg"
      actions={
        isSeller && (
          <>
            <ImportDialogButton onImported={refreshMine} />
            <Button component={RouterLink} to="/seller/shop" variant="outlined">
              {t.editShop}
            </Button>
            <Button
              component={RouterLink}
              to="/seller/post-listing"
              variant="contained"
              startIcon={<AddIcon aria-hidden="true" />}
            >
              {t.newListing}
            </Button>
          </>
        )
      }
    >
      {isSeller ? <MyPostsList config={myListingsConfig} /> : <SellerOnlyNotice />}
    </PostingPage>
  );
}
