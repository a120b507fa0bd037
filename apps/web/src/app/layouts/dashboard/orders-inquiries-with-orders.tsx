import { OrdersInquiriesPage } from '../../../features/inbox/orders-inquiries-page';
import { SellerOrdersTab } from '../../../features/orders/seller-orders-tab';

const orders = (userId: string) => <SellerOrdersTab userId={userId} />;

/** /seller/orders-inquiries: the inbox's page with the orders feature's Orders tab in it. */
export function OrdersInquiriesWithOrders() {
  return <OrdersInquiriesPage orders={orders} />;
}
