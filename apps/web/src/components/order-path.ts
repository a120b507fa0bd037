/**
 * The address of an order's page. Shared because features other than orders link to an order (a
 * proposal's 'View order'); the page itself is the orders feature's.
 */
export const orderPath = (id: string) => `/dashboard/orders/${encodeURIComponent(id)}`;
