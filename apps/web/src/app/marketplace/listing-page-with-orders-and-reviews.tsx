import { reviewsMessages, type ListingDetail } from '@matchbazaar/contracts';
import { ListingPage } from '../../features/marketplace/listing/listing-page';
import { OrderBox } from '../../features/orders/order-box';
import { ReviewsSection } from '../../features/reviews/reviews-section';

const orderBox = (listing: ListingDetail) => <OrderBox listing={listing} />;

const reviews = (listing: ListingDetail) => (
  <ReviewsSection
    thing={{ kind: 'listing', id: listing.id }}
    title={reviewsMessages.listingSectionTitle}
  />
);

/**
 * /marketplace/listing/:id: the marketplace's listing page with the orders feature's order box and
 * the reviews feature's section in it (app/ composes the three).
 */
export function ListingPageWithOrdersAndReviews() {
  return <ListingPage orderBox={orderBox} reviews={reviews} />;
}
