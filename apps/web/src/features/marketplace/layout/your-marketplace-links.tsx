import { canAccess, marketplaceMessages } from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { useSession } from '../../../lib/session/use-session';

const t = marketplaceMessages;

/** A signed-in person's own lists, one click from the marketplace (sellers see their listings). */
export function YourMarketplaceLinks() {
  const { status, user } = useSession();
  if (status !== 'signedIn' || !user) return null;
  const links = [
    { label: t.yourLinks.saved, to: '/marketplace/saved' },
    { label: t.yourLinks.recent, to: '/marketplace/recent' },
    { label: t.yourLinks.myRequirements, to: '/marketplace/my-requirements' },
    ...(canAccess(user.role, ['trader'])
      ? [{ label: t.yourLinks.myListings, to: '/seller/my-listings' }]
      : []),
  ];
  return (
    <Box component="nav" aria-label={t.yourLinksLabel} sx={{ mt: 2 }}>
      <Box
        component="ul"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', gap: 2, flexWrap: 'wrap' }}
      >
        {links.map((link) => (
          <li key={link.to}>
            <Link component={RouterLink} to={link.to} sx={{ fontWeight: 600 }}>
              {link.label}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}
