/** The public pages of posts, as the cards and the pages that name a post link to them. */
export const listingPath = (id: string) => `/marketplace/listing/${encodeURIComponent(id)}`;

export const requirementPath = (id: string) => `/marketplace/requirement/${encodeURIComponent(id)}`;
