import VerifiedIcon from '@mui/icons-material/Verified';
import {
  canAccess,
  catalogueMessages,
  homeMessages,
  marketplaceMessages,
  type RequirementDetail,
} from '@matchbazaar/contracts';
import { displayName, findCategory, findGroup, subgroupCoverPath } from '@matchbazaar/taxonomy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { CardGrid, equalColumns } from '../../../components/card-grid';
import { CardBadge } from '../../../components/catalogue/catalogue-card-frame';
import { budgetText, placeText, quantityText } from '../../../components/catalogue/post-money';
import { RequirementResultCard } from '../../../components/catalogue/requirement-result-card';
import { useSession } from '../../../lib/session/use-session';
import { useDocumentTitle } from '../../../components/use-document-title';
import { requirementQuery, requirementSearchQuery } from '../api/catalogue-api';
import { ContactButton } from '../contact/contact-button';
import { DetailFailed, DetailLoading } from '../layout/detail-states';
import { PhotoGallery } from '../listing/photo-gallery';
import { ReportButton } from '../listing/report-button';

// Proposals (the seller's form and status, the buyer's comparison): their own chunk.
const proposals = () => import('../proposals/requirement-proposals');
const ProposalAside = lazy(() => proposals().then((m) => ({ default: m.ProposalAside })));
const ProposalsCompare = lazy(() => proposals().then((m) => ({ default: m.ProposalsCompare })));
// The buyer's matched sellers: their own chunk too, loaded only for the buyer.
const RequirementMatches = lazy(() =>
  import('../matching/requirement-matches').then((m) => ({ default: m.RequirementMatches })),
);

const t = marketplaceMessages;
const c = catalogueMessages;

const day = (iso: string) =>
  new Date(iso.length === 10 ? `${iso}T00:00:00` : iso).toLocaleDateString('en-US', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });

function RequirementView({ requirement }: { requirement: RequirementDetail }) {
  useDocumentTitle(requirement.title);
  const category = findCategory(requirement.category);
  const group = category && findGroup(category.groupId);
  const budget = budgetText(requirement.budget);
  const open = requirement.status === 'open';
  const { status, user } = useSession();
  const ownRequirement = status === 'signedIn' && user?.id === requirement.buyer.id;
  // Sellers write to the buyer of an open request (signed out: the button leads to sign-in).
  const mayContact =
    open &&
    (status !== 'signedIn' ||
      (canAccess(user?.role, ['trader']) && user?.id !== requirement.buyer.id));
  const similar = useInfiniteQuery(
    requirementSearchQuery({ category: requirement.category, sort: 'newest', limit: '4' }),
  );
  const others = (similar.data?.pages[0]?.items ?? [])
    .filter((r) => r.id !== requirement.id)
    .slice(0, 3);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Breadcrumbs aria-label={t.breadcrumbLabel} sx={{ mb: 2, fontSize: '0.9rem' }}>
        <Link component={RouterLink} to="/marketplace" color="inherit">
          {t.marketplaceCrumb}
        </Link>
        <Link component={RouterLink} to="/marketplace/buyer-requests" color="inherit">
          {t.buyerRequestsTitle}
        </Link>
        {group && (
          <Link
            component={RouterLink}
            to={`/marketplace/${group.id}?kind=requests`}
            color="inherit"
          >
            {group.label}
          </Link>
        )}
      </Breadcrumbs>
      {!open && (
        <Alert severity="info" sx={{ mb: 3 }}>
          {c.requirementStatuses[requirement.status]}
          {requirement.closeReason && ` · ${c.closeReasons[requirement.closeReason]}`}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 5 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 2.5 }}>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {/* The cards' badge: dark text on a pale tint reads at every urgency (axe contrast). */}
            <CardBadge tone={requirement.urgency}>
              {homeMessages.urgency[requirement.urgency]}
            </CardBadge>
            <Chip
              size="small"
              variant="outlined"
              color="secondary"
              label={`${homeMessages.needed} · ${displayName(requirement.category)}`}
            />
          </Box>
          <Typography
            component="h1"
            variant="h4"
            sx={{
              fontWeight: 800,
              fontSize: { xs: '1.6rem', md: '2rem' },
              overflowWrap: 'anywhere',
            }}
          >
            {requirement.title}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-line', lineHeight: 1.7, overflowWrap: 'anywhere' }}>
            {requirement.description}
          </Typography>
          {requirement.images.length > 0 && (
            <PhotoGallery
              images={requirement.images}
              fallback={subgroupCoverPath(requirement.subgroupId)}
            />
          )}
        </Box>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Paper variant="outlined" sx={{ p: 2.5, borderRadius: 3, display: 'grid', gap: 1.5 }}>
            {budget && (
              <Box>
                <Typography variant="caption" color="text.secondary">
                  {t.budget}
                </Typography>
                <Typography sx={{ fontWeight: 800, fontSize: '1.6rem' }}>{budget}</Typography>
              </Box>
            )}
            <Box
              sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1.5 }}
            >
              <Box>
                <Typography variant="caption" color="text.secondary">
                  {t.quantityLabel}
                </Typography>
                <Typography sx={{ fontWeight: 600 }}>
                  {quantityText(requirement.quantity.amount, requirement.quantity.unit)}
                </Typography>
              </Box>
              {requirement.neededBy && (
                <Box>
                  <Typography variant="caption" color="text.secondary">
                    {t.neededByLabel}
                  </Typography>
                  <Typography sx={{ fontWeight: 600 }}>{day(requirement.neededBy)}</Typography>
                </Box>
              )}
              <Box sx={{ gridColumn: '1 / -1' }}>
                <Typography variant="caption" color="text.secondary">
                  {t.deliverTo}
                </Typography>
                <Typography sx={{ fontWeight: 600 }}>
                  {placeText(requirement.place)}, {requirement.place.country}
                </Typography>
              </Box>
              <Box sx={{ gridColumn: '1 / -1' }}>
                <Typography variant="caption" color="text.secondary">
                  {t.requestedBy}
                </Typography>
                <Typography
                  sx={{ fontWeight: 600, display: 'flex', alignItems: 'center', gap: 0.5 }}
                >
                  {requirement.buyer.displayName}
                  {requirement.buyer.verified && (
                    <VerifiedIcon
                      titleAccess={t.verifiedSeller}
                      sx={{ fontSize: 18, color: 'primary.main' }}
                    />
                  )}
                </Typography>
              </Box>
            </Box>
            {requirement.publishedAt && (
              <Typography variant="body2" color="text.secondary">
                {t.postedOn(day(requirement.publishedAt))} · {t.views(requirement.viewCount)}
              </Typography>
            )}
          </Paper>
          <Suspense fallback={null}>
            <ProposalAside requirementId={requirement.id} />
          </Suspense>
          {mayContact && (
            <ContactButton
              variant="outlined"
              fullWidth
              target={{
                kind: 'requirement',
                requirementId: requirement.id,
                buyerName: requirement.buyer.displayName,
              }}
            />
          )}
          {/* One reports others' posts; the author edits or closes their own. */}
          {!ownRequirement && <ReportButton targetKind="requirement" targetId={requirement.id} />}
        </Box>
      </Box>
      <Suspense fallback={null}>
        <ProposalsCompare requirementId={requirement.id} />
      </Suspense>
      {ownRequirement && requirement.publishedAt && (
        <Suspense fallback={null}>
          <RequirementMatches requirementId={requirement.id} open={open} />
        </Suspense>
      )}
      {others.length > 0 && (
        <Box component="section" aria-labelledby="similar-requests" sx={{ mt: 6 }}>
          <Typography
            id="similar-requests"
            component="h2"
            variant="h5"
            sx={{ fontWeight: 800, mb: 2 }}
          >
            {t.similarRequestsTitle}
          </Typography>
          <CardGrid columns={{ xs: '1fr', md: equalColumns(3) }}>
            {others.map((card) => (
              <li key={card.id}>
                <RequirementResultCard requirement={card} />
              </li>
            ))}
          </CardGrid>
        </Box>
      )}
    </Container>
  );
}

/** /marketplace/requirement/:id: a buyer's request. */
export function RequirementPage() {
  const { id = '' } = useParams();
  const requirement = useQuery(requirementQuery(id));
  if (requirement.isPending) return <DetailLoading label={t.requirementLoading} />;
  if (requirement.isError)
    return (
      <DetailFailed
        error={requirement.error}
        notFound={t.listingNotFound}
        failed={t.requirementFailed}
        retry={() => void requirement.refetch()}
        retryLabel={t.retry}
        back={{ label: t.allRequests, to: '/marketplace/buyer-requests' }}
      />
    );
  return <RequirementView key={requirement.data.id} requirement={requirement.data} />;
}
