import { catalogueMessages, type ListingCard, type RequirementCard } from '@matchbazaar/contracts';
import { listingPath } from '../../../components/catalogue/listing-result-card';
import {
  budgetText,
  listingPriceText,
  placeText,
  quantityText,
} from '../../../components/catalogue/post-money';
import { requirementPath } from '../../../components/catalogue/requirement-result-card';
import { StatusChip } from '../../../components/catalogue/status-chip';
import { PostLine, PostLines } from './post-line';

const c = catalogueMessages;

const listingFacts = (card: ListingCard) => {
  const price = listingPriceText(card.price);
  return [price.unit ? `${price.amount} ${price.unit}` : price.amount, placeText(card.place)].join(
    ' · ',
  );
};

const requirementFacts = (card: RequirementCard) =>
  [
    quantityText(card.quantity.amount, card.quantity.unit),
    budgetText(card.budget),
    placeText(card.place),
  ]
    .filter(Boolean)
    .join(' · ');

interface PostCard {
  id: string;
  title: string;
  status: string;
  image: { urls: { thumb: string } } | null;
}

/** A short list of posts of one kind: how each links, reads and names its status. */
function postLines<C extends PostCard>(
  path: (id: string) => string,
  facts: (card: C) => string,
  statusLabels: Readonly<Record<string, string>>,
) {
  return function Lines({ cards }: { cards: readonly C[] }) {
    return (
      <PostLines>
        {cards.map((card) => (
          <PostLine
            key={card.id}
            href={path(card.id)}
            title={card.title}
            facts={facts(card)}
            thumbUrl={card.image?.urls.thumb}
            badge={
              <StatusChip status={card.status} label={statusLabels[card.status] ?? card.status} />
            }
          />
        ))}
      </PostLines>
    );
  };
}

/** Listings as the overview's cards list them: price and place, and their status. */
export const ListingLines = postLines<ListingCard>(listingPath, listingFacts, c.listingStatuses);
/** Requirements as the overview's cards list them: quantity, budget and place, and their status. */
export const RequirementLines = postLines<RequirementCard>(
  requirementPath,
  requirementFacts,
  c.requirementStatuses,
);
