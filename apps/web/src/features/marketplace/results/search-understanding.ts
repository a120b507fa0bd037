import type { SearchReading, SearchUnderstanding } from '@matchbazaar/contracts';
import { catalogueMessages, marketplaceMessages, withoutSpan } from '@matchbazaar/contracts';

/** Removing a chip searches the words without its span ('sofa under 20000 in jaipur': 'sofa in jaipur'). */
export const withoutReading = withoutSpan;

const t = marketplaceMessages;

/** A reading's chip text: "Under ₹20,000", "In Jaipur", "Used", "50 kg". */
export function readingLabel(reading: SearchReading): string {
  switch (reading.kind) {
    case 'price':
      return t.readingPrice(reading.min, reading.max, reading.currency);
    case 'currency':
      return t.readingCurrency(reading.currency);
    case 'city':
      return t.readingCity(reading.city);
    case 'condition':
      return catalogueMessages.conditions[reading.condition];
    case 'quantity':
      return t.readingQuantity(reading.amount, reading.unit);
  }
}

/** What the results are for: the words typed, or what the search showed instead. */
export function shownWords(q: string, understanding: SearchUnderstanding | undefined): string {
  return understanding?.showing && understanding.relaxed !== 'category' ? understanding.showing : q;
}

/**
 * The post-requirement form's link, prefilled from the search: the words (without the spans
 * read as filters) as its title, the category, the budget, the currency and the city.
 */
export function requirementPrefillLink(
  q: string,
  understanding: SearchUnderstanding | undefined,
): string {
  let title = q;
  const params = new URLSearchParams();
  for (const reading of understanding?.readings ?? []) {
    title = withoutSpan(title, reading.source);
    if (reading.kind === 'price') {
      params.set('currency', reading.currency);
      if (reading.max !== undefined) params.set('budgetMax', String(reading.max));
      if (reading.min !== undefined) params.set('budgetMin', String(reading.min));
    }
    if (reading.kind === 'city') params.set('city', reading.city);
  }
  const category = understanding?.category;
  if (category?.level === 'category') params.set('category', category.id);
  params.set('title', title || q);
  return `/marketplace/post-requirement?${params.toString()}`;
}
