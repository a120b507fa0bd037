import {
  marketplaceMessages,
  type ListingCard,
  type RequirementCard,
  type TaxonomyNodeLink,
} from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { CardLayout } from '../../../components/catalogue/catalogue-card-frame';
import { ResultCards } from './result-cards';
import type { ResultKind } from './search-filters';

const t = marketplaceMessages;

/**
 * "More in <category>" under a search that found only a few posts: the category's posts nearest
 * in meaning to them, chosen by the BFF (docs/product/search-understanding.md).
 */
export function RelatedResults({
  kind,
  related,
  layout,
  searchId,
  firstPosition,
}: {
  kind: ResultKind;
  related: { category: TaxonomyNodeLink; items: (ListingCard | RequirementCard)[] };
  layout: CardLayout;
  searchId?: string | null;
  /** Where the first related card stands on the page, after the results. */
  firstPosition: number;
}) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1.5, mt: 2 }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'flex-end',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: 1,
          borderTop: '1px solid',
          borderColor: 'divider',
          pt: 2.5,
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {t.relatedTitle(related.category.label)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t.relatedText}
          </Typography>
        </Box>
        <Button component={RouterLink} to={related.category.path} size="small">
          {t.browseCategory(related.category.label)}
        </Button>
      </Box>
      <ResultCards
        kind={kind}
        items={related.items}
        layout={layout}
        searchId={searchId}
        firstPosition={firstPosition}
        headingLevel={3}
      />
    </Box>
  );
}
