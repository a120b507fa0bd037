/**
 * Whom a buyer or seller writes to from a marketplace page: a listing's seller (an inquiry, with a
 * quantity and, if the buyer wants, their verified phone), a shop's seller (the same inquiry about
 * the listing they pick), or a requirement's buyer (a seller's message). Each opens or reuses the
 * conversation of that subject and those two people.
 */
export type ContactTarget =
  | { kind: 'listing'; listingId: string; shopName: string }
  | { kind: 'shop'; shopId: string; shopName: string }
  | { kind: 'requirement'; requirementId: string; buyerName: string };
