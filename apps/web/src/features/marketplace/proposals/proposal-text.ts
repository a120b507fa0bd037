import { proposalsMessages, type Currency, type Proposal } from '@matchbazaar/contracts';
import { formatPrice } from '../../../components/listings/format-price';

const t = proposalsMessages;

/** "₹12.50": an amount in its currency, exact to the minor unit. */
export const moneyOf = (amountMinor: number, currency: Currency) =>
  formatPrice({ amountMinor, currency });

/** "27 Nov 2026" for a YYYY-MM-DD day or an instant. */
export const dayText = (iso: string) =>
  new Date(iso.length === 10 ? `${iso}T00:00:00` : iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });

/** The seller's shop name, else their display name. */
export const sellerName = (proposal: Proposal) =>
  proposal.seller.shopName ?? proposal.seller.displayName;

export const ratingText = (proposal: Proposal) =>
  proposal.seller.rating === null ? t.noRating : `${proposal.seller.rating.toFixed(1)} / 5`;

export const responseText = (proposal: Proposal) =>
  proposal.seller.responseMinutes === null
    ? t.noResponseYet
    : t.responseValue(proposal.seller.responseMinutes);
