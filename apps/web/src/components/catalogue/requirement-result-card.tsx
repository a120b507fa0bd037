import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import { homeMessages, marketplaceMessages, type RequirementCard } from '@matchbazaar/contracts';
import { displayName, subgroupCoverPath } from '@matchbazaar/taxonomy';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  CardBadge,
  CardPicture,
  CatalogueCardFrame,
  type CardLayout,
} from './catalogue-card-frame';
import { budgetText, placeText, quantityText } from './post-money';
import { SearchSnippet } from './search-snippet';

const t = marketplaceMessages;

export const requirementPath = (id: string) => `/marketplace/requirement/${encodeURIComponent(id)}`;

const dateText = (iso: string) =>
  new Date(`${iso}T00:00:00`).toLocaleDateString('en-US', { month: 'short', day: 'numeric' });

/** A buyer's request in results: urgency, what and how much, budget, when and where. */
export function RequirementResultCard({
  requirement,
  layout = 'grid',
  headingLevel = 3,
}: {
  requirement: RequirementCard;
  layout?: CardLayout;
  headingLevel?: 2 | 3;
}) {
  const titleId = useId();
  const budget = budgetText(requirement.budget);
  return (
    <CatalogueCardFrame
      layout={layout}
      titleId={titleId}
      testId="requirement-result"
      pictureRatio="2 / 1"
      picture={
        <CardPicture
          image={requirement.image}
          fallback={subgroupCoverPath(requirement.subgroupId)}
          layout={layout}
        />
      }
      badges={
        <CardBadge tone={requirement.urgency}>
          {homeMessages.urgency[requirement.urgency]}
        </CardBadge>
      }
    >
      <Typography variant="caption" sx={{ color: 'secondary.main', fontWeight: 700 }}>
        {homeMessages.needed} · {displayName(requirement.category)}
      </Typography>
      <Typography
        id={titleId}
        component={`h${headingLevel}`}
        sx={{
          fontWeight: 700,
          fontSize: '1rem',
          lineHeight: 1.35,
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
        }}
      >
        <Link
          component={RouterLink}
          to={requirementPath(requirement.id)}
          data-stretched
          underline="none"
          color="text.primary"
        >
          {requirement.title}
        </Link>
      </Typography>
      {requirement.snippet && layout === 'list' && <SearchSnippet html={requirement.snippet} />}
      <Typography variant="body2" color="text.secondary">
        {quantityText(requirement.quantity.amount, requirement.quantity.unit)}
      </Typography>
      {budget && (
        <Typography sx={{ fontWeight: 800, fontSize: '1.05rem' }} data-testid="result-budget">
          {budget}
        </Typography>
      )}
      <Box
        sx={{
          mt: 'auto',
          pt: 0.5,
          display: 'grid',
          gap: 0.25,
          fontSize: '0.85rem',
          color: 'text.secondary',
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <PlaceOutlinedIcon sx={{ fontSize: 16 }} aria-hidden="true" />
          {placeText(requirement.place)}
          {requirement.distanceKm !== undefined && <> · {t.kmAway(requirement.distanceKm)}</>}
        </Box>
        {requirement.neededBy && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <EventOutlinedIcon sx={{ fontSize: 16 }} aria-hidden="true" />
            {t.neededBy(dateText(requirement.neededBy))}
          </Box>
        )}
      </Box>
    </CatalogueCardFrame>
  );
}
