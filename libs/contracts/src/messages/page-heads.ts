/**
 * What a public page's HTML says before any JavaScript runs (docs/product/findable-pages.md): its
 * title, description and link preview, and the no-JavaScript block of a listing or requirement.
 */
export const pageHeadsMessages = {
  siteName: 'MatchBazaar',
  /** "<page> · MatchBazaar", as the app's tab titles read. */
  title: (page: string) => `${page} · MatchBazaar`,
  homeTitle: 'MatchBazaar: the AI-matched marketplace for buyers and sellers',
  homeDescription:
    'MatchBazaar: the AI-matched marketplace where buyers post what they need, sellers post what they offer, and escrow keeps every deal safe.',
  marketplaceTitle: 'Marketplace',
  marketplaceDescription:
    'Browse listings and buyer requests across every category on MatchBazaar, from farm produce to industrial machinery.',
  storesTitle: 'Explore Local Stores',
  storesDescription: 'Shops in your city and near you, with what they sell.',
  dealsTitle: 'Shop Deals',
  dealsDescription: 'Listings with a lower price for a limited time.',
  buyerRequestsTitle: 'Buyer Requests',
  buyerRequestsDescription: 'What buyers need right now: answer a request and make an offer.',
  sellerOffersTitle: 'Seller Offers',
  sellerOffersDescription: 'What sellers offer right now, across every category.',
  categoryDescription: (name: string, count: number) =>
    count === 0
      ? `${name} on MatchBazaar: buy from sellers and post what you need.`
      : `${name} on MatchBazaar: ${count.toLocaleString('en-US')} listing${count === 1 ? '' : 's'} from sellers, and buyers' requests.`,
  /** A listing's description: its price and place first, as a link preview shows them. */
  listingDescription: (price: string, place: string, text: string) =>
    `${price} · ${place} · ${text}`,
  requirementDescription: (quantity: string, place: string, text: string) =>
    `Needed: ${quantity} · ${place} · ${text}`,
  shopDescription: (name: string, place: string, count: number) =>
    `${name} in ${place}: ${count.toLocaleString('en-US')} listing${count === 1 ? '' : 's'} on MatchBazaar.`,
  priceOnRequest: 'Price on request',
  negotiable: (price: string) => `${price} (negotiable)`,
  perUnit: (price: string, unit: string) => `${price} / ${unit}`,
  budget: (range: string) => `Budget ${range}`,
  soldBy: (shop: string) => `Sold by ${shop}`,
  paused: 'Paused: the seller is not taking orders for this listing right now.',
  notFoundTitle: 'Page not found',
  notFoundDescription: 'This page does not exist, or it is no longer public.',
  goneTitle: 'No longer available',
  goneDescription: 'This post was closed and is no longer available on MatchBazaar.',
  crumbHome: 'Home',
  crumbMarketplace: 'Marketplace',
  /** The app needs JavaScript; what the <noscript> block ends with. */
  needsJavaScript: 'MatchBazaar needs JavaScript to run in your browser.',
  loaded: 'Page head loaded.',
} as const;
