import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import { homeMessages, marketplaceMessages, type RequirementCard } from '@matchbazaar/contracts';
import { displayName } from '@matchbazaar/taxonomy';
import Typography from '@mui/material/Typography';
import { FootLine } from './card-parts';
import { CardBadge } from './catalogue-card-frame';
import { PostCardFrame, type CardShown } from './post-card-frame';
import { budgetText, quantityText } from './post-money';

export { requirementPath } from './post-paths';

const dateText = (iso: string) =>
  new Date(`${iso}T00:00:00`).toLocaleDateString('en-US', { month: 'short', day: 'numeric' });

/** A buyer's request in results: urgency, what and how much, budget, when and where. */
export function RequirementResultCard({
  requirement,
  ...shown
}: { requirement: RequirementCard } & CardShown) {
  const budget = budgetText(requirement.budget);
  const { neededBy, urgency } = requirement;
  return (
    <PostCardFrame
      kind="requirement"
      post={requirement}
      shown={shown}
      kicker={`${homeMessages.needed} · ${displayName(requirement.category)}`}
      badges={<CardBadge tone={urgency}>{homeMessages.urgency[urgency]}</CardBadge>}
      footAfter={
        neededBy && (
          <FootLine icon={<EventOutlinedIcon sx={{ fontSize: 16 }} aria-hidden="true" />}>
            {marketplaceMessages.neededBy(dateText(neededBy))}
          </FootLine>
        )
      }
    >
      <Typography variant="body2" color="text.secondary">
        {quantityText(requirement.quantity.amount, requirement.quantity.unit)}
      </Typography>
      {budget && (
        <Typography sx={{ fontWeight: 800, fontSize: '1.05rem' }} data-testid="result-budget">
          {budget}
        </Typography>
      )}
    </PostCardFrame>
  );
}
