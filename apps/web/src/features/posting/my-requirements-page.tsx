import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import {
  catalogueMessages,
  postingMessages,
  requirementCloseReasons,
  requirementStatuses,
  type RequirementCard,
  type RequirementStatus,
} from '@matchbazaar/contracts';
import { displayName } from '@matchbazaar/taxonomy';
import { Link as RouterLink } from 'react-router-dom';
import type { RouteTitleHandle } from '../../components/guards/page-title';
import { fetchMyRequirements } from './api/posting-api';
import { quantityText } from '../../components/catalogue/post-money';
import { budgetText } from './money-text';
import { MyPostsList, type MyPostsConfig } from './my-posts-list';
import { requirementActions } from './post-actions';
import { PostingPage } from './posting-page';

const t = postingMessages;
const c = catalogueMessages;

export const handle: RouteTitleHandle = { title: t.myRequirementsTitle };

const shortDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { day: 'numeric', month: 'short', year: 'numeric' });

const publicStatuses: readonly RequirementStatus[] = ['open', 'closed', 'expired'];

export const myRequirementsConfig: MyPostsConfig<RequirementStatus, RequirementCard> = {
  kind: 'requirement',
  statuses: requirementStatuses,
  statusLabels: c.requirementStatuses,
  fetchPage: fetchMyRequirements,
  actionsOf: requirementActions,
  formPath: '/marketplace/post-requirement',
  rowOf: (card) => {
    const budget = budgetText(card.budget);
    return {
      id: card.id,
      title: card.title,
      status: card.status,
      statusLabel: c.requirementStatuses[card.status],
      thumbUrl: card.image?.urls.thumb,
      href: publicStatuses.includes(card.status)
        ? `/marketplace/requirement/${card.id}`
        : undefined,
      figure: budget ? t.budgetRange(budget) : t.budgetOpen,
      facts: [
        quantityText(card.quantity.amount, card.quantity.unit),
        displayName(card.category),
        ...(card.neededBy ? [t.previewNeededBy(shortDate(card.neededBy))] : []),
        ...(card.publishedAt ? [t.postedOn(shortDate(card.publishedAt))] : []),
        ...(card.publishedAt && card.own ? [t.views(card.own.viewCount)] : []),
      ],
      // Its buyer compares the proposals on the requirement's own page.
      link: publicStatuses.includes(card.status)
        ? { label: t.proposalsLink, href: `/marketplace/requirement/${card.id}#proposals` }
        : undefined,
      notice:
        card.status === 'rejected'
          ? card.own?.rejectionReason
            ? t.rejectedBecause(card.own.rejectionReason)
            : t.rejectedNoReason
          : undefined,
    };
  },
  closeChoices: requirementCloseReasons.map((reason) => ({
    value: reason,
    label: c.closeReasons[reason],
  })),
  empty: {
    title: t.emptyRequirementsTitle,
    text: t.emptyRequirementsText,
    action: t.newRequirement,
  },
};

/** /marketplace/my-requirements: the buyer's requirements in every status, with their actions. */
export function MyRequirementsPage() {
  return (
    <PostingPage
      title={t.myRequirementsTitle}
      intro={t.myRequirementsIntro}
      width="lg"
      actions={
        <Button
          component={RouterLink}
          to="/marketplace/post-requirement"
          variant="contained"
          startIcon={<AddIcon aria-hidden="true" />}
        >
          {t.newRequirement}
        </Button>
      }
    >
      <MyPostsList config={myRequirementsConfig} />
    </PostingPage>
  );
}
