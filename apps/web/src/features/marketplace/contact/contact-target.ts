/**
 * Whom a buyer or seller writes to from a marketplace page: a listing's seller (an inquiry, with a
 * quantity and, if the buyer wants, their verified phone), or a requirement's buyer (a seller's
 * message). Either opens or reuses the conversation of that subject and those two people.
 */
export type ContactTarget =
  | { kind: 'listing'; listingId: string; shopName: string }
  | { kind: 'requirement'; requirementId: string; buyerName: string };
