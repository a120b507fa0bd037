import { ShopPage } from '../../features/marketplace/shops/shop-page';
import { ReviewsSection } from '../../features/reviews/reviews-section';

const reviews = (shopId: string) => <ReviewsSection thing={{ kind: 'shop', id: shopId }} />;

/** /marketplace/shop/:shopId: the marketplace's shop page with the reviews feature's section. */
export function ShopPageWithReviews() {
  return <ShopPage reviews={reviews} />;
}
