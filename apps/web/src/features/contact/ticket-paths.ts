/** The support tickets pages (docs/product/contact.md: support/tickets submit, status, history). */
export const ticketPaths = {
  submit: '/support/tickets/submit',
  status: '/support/tickets/status',
  history: '/support/tickets/history',
  /** One ticket on the status page. */
  one: (id: number) => `/support/tickets/status?id=${id}`,
} as const;
