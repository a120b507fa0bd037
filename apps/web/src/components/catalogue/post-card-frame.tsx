import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import { marketplaceMessages, type PostImage } from '@matchbazaar/contracts';
import { subgroupCoverPath } from '@matchbazaar/taxonomy';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { FootLine } from './card-parts';
import { CardPicture, CatalogueCardFrame, type CardLayout } from './catalogue-card-frame';
import { listingPath, requirementPath } from './post-paths';
import { placeText } from './post-money';
import { SearchSnippet } from './search-snippet';

/** What every post's card shows, whatever its kind. */
interface CardPost {
  id: string;
  title: string;
  subgroupId: string;
  image: PostImage | null;
  snippet?: string | undefined;
  place: { city: string; region: string | null };
  distanceKm?: number | undefined;
}

/** How a card is shown where it stands: its layout, its heading's level, how its photo loads. */
export interface CardShown {
  layout?: CardLayout;
  headingLevel?: 2 | 3;
  /** How wide the picture is drawn, when not as the layout's usual grid or list (photo-sizes.ts). */
  photoSizes?: string;
  /** One of the first cards a page shows: its photo loads at once, not when scrolled to. */
  eager?: boolean;
}

/** What tells the kinds' cards apart at a glance (a request's drawing is flatter than a photo). */
const kinds = {
  listing: {
    testId: 'listing-result',
    path: listingPath,
    kickerColor: 'primary.main',
    titleSize: { xs: '0.9rem', sm: '1rem' },
    pictureRatio: '4 / 3',
  },
  requirement: {
    testId: 'requirement-result',
    path: requirementPath,
    kickerColor: 'secondary.main',
    titleSize: { xs: '1rem' },
    pictureRatio: '2 / 1',
  },
} as const;

/**
 * The card of a post in results, grids and strips, whatever its kind: the picture (its photo or
 * its subgroup's drawing) with `badges`, what it is (`kicker`), its title linking to its page, the
 * search's snippet in a list, the kind's own lines (`children`), and a foot with its place between
 * the kind's `footBefore` and `footAfter`.
 */
export function PostCardFrame({
  kind,
  post,
  shown: { layout = 'grid', headingLevel = 3, photoSizes, eager = false },
  kicker,
  badges,
  footBefore,
  footAfter,
  children,
}: {
  kind: keyof typeof kinds;
  post: CardPost;
  shown: CardShown;
  kicker: string;
  badges: ReactNode;
  footBefore?: ReactNode;
  footAfter?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  const look = kinds[kind];
  return (
    <CatalogueCardFrame
      layout={layout}
      titleId={titleId}
      testId={look.testId}
      pictureRatio={look.pictureRatio}
      picture={
        <CardPicture
          image={post.image}
          fallback={subgroupCoverPath(post.subgroupId)}
          layout={layout}
          sizes={photoSizes}
          eager={eager}
        />
      }
      badges={badges}
    >
      <Typography variant="caption" sx={{ color: look.kickerColor, fontWeight: 700 }}>
        {kicker}
      </Typography>
      <Typography
        id={titleId}
        component={`h${headingLevel}`}
        sx={{
          fontWeight: 700,
          fontSize: look.titleSize,
          lineHeight: 1.35,
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
        }}
      >
        <Link
          component={RouterLink}
          to={look.path(post.id)}
          data-stretched
          underline="none"
          color="text.primary"
        >
          {post.title}
        </Link>
      </Typography>
      {post.snippet && layout === 'list' && <SearchSnippet html={post.snippet} />}
      {children}
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
        {footBefore}
        <FootLine icon={<PlaceOutlinedIcon sx={{ fontSize: 16 }} aria-hidden="true" />}>
          {placeText(post.place)}
          {post.distanceKm !== undefined && <> · {marketplaceMessages.kmAway(post.distanceKm)}</>}
        </FootLine>
        {footAfter}
      </Box>
    </CatalogueCardFrame>
  );
}
