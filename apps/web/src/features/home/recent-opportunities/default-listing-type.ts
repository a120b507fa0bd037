import type { ListingType, Persona } from '@matchbazaar/contracts';

/**
 * docs/product/site.md: the tab recent opportunities opens on. Buyers' requests by default; a
 * signed-in seller sees seller offers first, and a signed-in buyer buyer requests.
 */
export function defaultListingType(persona: Persona | null): ListingType {
  return persona === 'seller' ? 'seller' : 'buyer';
}
