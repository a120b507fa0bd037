import { marketplaceMessages, type ListingDetail } from '@matchbazaar/contracts';
import { findCategory, findGroup, subgroupForCategory } from '@matchbazaar/taxonomy';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';

const t = marketplaceMessages;

/** Marketplace › group › subgroup › category, each a link to its page. */
export function ListingBreadcrumbs({ listing }: { listing: ListingDetail }) {
  const category = findCategory(listing.category);
  const group = category && findGroup(category.groupId);
  const subgroup = category && subgroupForCategory(category.id);
  return (
    <Breadcrumbs aria-label={t.breadcrumbLabel} sx={{ mb: 2, fontSize: '0.9rem' }}>
      <Link component={RouterLink} to="/marketplace" color="inherit">
        {t.marketplaceCrumb}
      </Link>
      {group && (
        <Link component={RouterLink} to={`/marketplace/${group.id}`} color="inherit">
          {group.label}
        </Link>
      )}
      {group && subgroup && (
        <Link component={RouterLink} to={`/marketplace/${group.id}/${subgroup.id}`} color="inherit">
          {subgroup.label}
        </Link>
      )}
      {category && (
        <Link component={RouterLink} to={`/marketplace/category/${category.id}`} color="inherit">
          {category.label}
        </Link>
      )}
    </Breadcrumbs>
  );
}
