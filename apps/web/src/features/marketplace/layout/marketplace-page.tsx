import { marketplaceMessages } from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeaderBand } from '../../../components/page-header-band';
import { useDocumentTitle } from '../../../components/use-document-title';

export interface Crumb {
  label: string;
  to: string;
}

/**
 * A marketplace page: breadcrumbs, the title band with its lead and actions, then the content.
 * The tab title follows the page title.
 */
export function MarketplacePage({
  title,
  lead,
  crumbs = [],
  actions,
  below,
  children,
}: {
  title: string;
  lead?: ReactNode;
  crumbs?: Crumb[];
  actions?: ReactNode;
  /** Inside the band, under the title (a search box, tabs). */
  below?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  useDocumentTitle(title);
  return (
    <Box component="article" aria-labelledby={titleId}>
      <PageHeaderBand>
        {crumbs.length > 0 && (
          <Breadcrumbs
            aria-label={marketplaceMessages.breadcrumbLabel}
            sx={{ mb: 1.5, fontSize: '0.9rem' }}
          >
            {crumbs.map((crumb) => (
              <Link key={crumb.to} component={RouterLink} to={crumb.to} color="inherit">
                {crumb.label}
              </Link>
            ))}
            <Typography color="text.primary" sx={{ fontSize: 'inherit' }} aria-current="page">
              {title}
            </Typography>
          </Breadcrumbs>
        )}
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <Box sx={{ flex: '1 1 320px', minWidth: 0 }}>
            <Typography
              id={titleId}
              variant="h3"
              component="h1"
              sx={{ fontSize: { xs: '1.9rem', md: '2.6rem' }, overflowWrap: 'anywhere' }}
            >
              {title}
            </Typography>
            {lead && (
              <Typography
                color="text.secondary"
                sx={{ mt: 1, maxWidth: '65ch', fontSize: '1.05rem' }}
              >
                {lead}
              </Typography>
            )}
          </Box>
          {actions && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box>}
        </Box>
        {below && <Box sx={{ mt: 3 }}>{below}</Box>}
      </PageHeaderBand>
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        {children}
      </Container>
    </Box>
  );
}
