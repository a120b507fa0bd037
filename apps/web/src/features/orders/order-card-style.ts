/** The order page's cards: one shape for the header, the actions, the terms, the parties and the timeline. */
export const orderCard = { borderRadius: 3, p: { xs: 2, sm: 3 } } as const;
