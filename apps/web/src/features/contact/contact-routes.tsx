import type { RouteObject } from 'react-router-dom';

/** This feature's pages, mounted among the site's routes by app/router.tsx. Each page is lazy. */
export const contactRoutes: RouteObject[] = [
  {
    path: 'contact',
    lazy: () => import('./contact-page').then((m) => ({ Component: m.ContactPage })),
  },
  {
    path: 'support/tickets/submit',
    lazy: () =>
      import('./tickets/ticket-submit-page').then((m) => ({ Component: m.TicketSubmitPage })),
  },
  {
    path: 'support/tickets/status',
    lazy: () =>
      import('./tickets/ticket-status-page').then((m) => ({ Component: m.TicketStatusPage })),
  },
  {
    path: 'support/tickets/history',
    lazy: () =>
      import('./tickets/ticket-history-page').then((m) => ({ Component: m.TicketHistoryPage })),
  },
];
