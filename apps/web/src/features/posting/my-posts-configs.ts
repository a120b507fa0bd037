import {
  listingStatuses,
  postingMessages,
  requirementCloseReasons,
  requirementStatuses,
  catalogueMessages,
  type ListingCard,
  type ListingStatus,
  type RequirementCard,
  type RequirementStatus,
} from '@matchbazaar/contracts';
import { displayName } from '@matchbazaar/taxonomy';
import { quantityText } from '../../components/catalogue/post-money';
import { fetchMyListings, fetchMyRequirements } from './api/posting-api';
import { budgetText, priceLine } from './money-text';
import type { MyPostsConfig } from './my-posts-list';
import { listingActions, requirementActions } from './post-actions';
import { listingKind, requirementKind } from './post-kinds';

const t = postingMessages;

const shortDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { day: 'numeric', month: 'short', year: 'numeric' });

/** My Listings: each row's price, category, date and, once posted, its views and saves. */
export const myListingsConfig: MyPostsConfig<ListingStatus, ListingCard> = {
  view: listingKind,
  statuses: listingStatuses,
  fetchPage: fetchMyListings,
  actionsOf: listingActions,
  rowOf: (card) => ({
    figure: priceLine(card.price),
    facts: [
      displayName(card.category),
      ...(card.publishedAt ? [t.postedOn(shortDate(card.publishedAt))] : []),
      ...(card.publishedAt && card.own
        ? [t.views(card.own.viewCount), t.saves(card.own.saveCount)]
        : []),
    ],
  }),
  empty: { title: t.emptyListingsTitle, text: t.emptyListingsText },
};

/** My Requirements: each row's budget, quantity, dates, views and a way to its proposals. */
export const myRequirementsConfig: MyPostsConfig<RequirementStatus, RequirementCard> = {
  view: requirementKind,
  statuses: requirementStatuses,
  fetchPage: fetchMyRequirements,
  actionsOf: requirementActions,
  rowOf: (card) => {
    const budget = budgetText(card.budget);
    return {
      figure: budget ? t.budgetRange(budget) : t.budgetOpen,
      facts: [
        quantityText(card.quantity.amount, card.quantity.unit),
        displayName(card.category),
        ...(card.neededBy ? [t.previewNeededBy(shortDate(card.neededBy))] : []),
        ...(card.publishedAt ? [t.postedOn(shortDate(card.publishedAt))] : []),
        ...(card.publishedAt && card.own ? [t.views(card.own.viewCount)] : []),
      ],
      // Its buyer compares the proposals on the requirement's own page.
      link: requirementKind.publicStatuses.includes(card.status)
        ? { label: t.proposalsLink, href: `${requirementKind.publicPath(card.id)}#proposals` }
        : undefined,
    };
  },
  closeChoices: requirementCloseReasons.map((reason) => ({
    value: reason,
    label: catalogueMessages.closeReasons[reason],
  })),
  empty: { title: t.emptyRequirementsTitle, text: t.emptyRequirementsText },
};
