import type { ListingCard, RequirementCard } from '@matchbazaar/contracts';
import { CardGrid, equalColumns } from '../../../components/card-grid';
import type { CardLayout } from '../../../components/catalogue/catalogue-card-frame';
import { ListingResultCard } from '../../../components/catalogue/listing-result-card';
import { RequirementResultCard } from '../../../components/catalogue/requirement-result-card';
import { cardPhotoSizes } from '../../../components/catalogue/photo-sizes';
import { reportSearchAction } from '../../../lib/report-search-action';
import type { ResultKind } from './search-filters';

/** Positions past this are not reported: the analytics count the first hundred. */
const REPORTED_POSITIONS = 100;

/**
 * A grid or list of result cards. A card opened from a recorded search (`searchId`) is reported
 * to the search analytics with its position on the page, counted from `firstPosition`.
 */
export function ResultCards({
  kind,
  items,
  layout,
  searchId,
  firstPosition = 1,
  eagerPhotos = 0,
  headingLevel = 2,
}: {
  kind: ResultKind;
  items: (ListingCard | RequirementCard)[];
  layout: CardLayout;
  searchId?: string | null;
  firstPosition?: number;
  /** The first photos in view at once are not left waiting for the lazy loader. */
  eagerPhotos?: number;
  /** 2 for the page's results (each a section of the page), 3 inside a section of its own. */
  headingLevel?: 2 | 3;
}) {
  return (
    <CardGrid
      gap={{ xs: 1.5, sm: 2 }}
      columns={
        layout === 'list'
          ? '1fr'
          : {
              // Two compact offers side by side on a phone; requests carry more text.
              xs: kind === 'offers' ? equalColumns(2) : '1fr',
              sm: equalColumns(2),
              lg: equalColumns(3),
            }
      }
    >
      {items.map((item, index) => {
        const position = firstPosition + index;
        return (
          <li
            key={item.id}
            onClickCapture={(event) => {
              if (
                searchId &&
                (event.target as Element).closest('a') &&
                position <= REPORTED_POSITIONS
              )
                reportSearchAction({ searchId, postId: item.id, position, action: 'click' });
            }}
          >
            {kind === 'offers' ? (
              <ListingResultCard
                listing={item as ListingCard}
                layout={layout}
                headingLevel={headingLevel}
                photoSizes={layout === 'grid' ? cardPhotoSizes.results : undefined}
                // The first photo is often the page's largest paint.
                eager={index < eagerPhotos}
              />
            ) : (
              <RequirementResultCard
                requirement={item as RequirementCard}
                layout={layout}
                headingLevel={headingLevel}
              />
            )}
          </li>
        );
      })}
    </CardGrid>
  );
}
