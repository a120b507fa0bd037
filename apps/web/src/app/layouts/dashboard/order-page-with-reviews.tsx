import type { Order } from '@matchbazaar/contracts';
import { OrderReviews } from '../../../features/reviews/order-reviews';
import { OrderPage } from '../../../features/orders/order-page';

/** A completed order's reviews (docs/product/reviews.md), in the order page's slot for them. */
const reviews = (order: Order) => (
  <OrderReviews
    orderId={order.id}
    status={order.status}
    completedAt={order.completedAt}
    viewerSide={order.viewer}
  />
);

/** /dashboard/orders/:orderId: the order page with its reviews (app/ composes the two). */
export function OrderPageWithReviews() {
  return <OrderPage reviews={reviews} />;
}
