import { commonMessages, dashboardMessages } from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { sidebarTransition } from './dashboard-geometry';

const t = dashboardMessages;
const links = [
  { label: t.footerLinks.privacy, to: '/privacy' },
  { label: t.footerLinks.terms, to: '/terms' },
  { label: t.footerLinks.support, to: '/support' },
];

/** The shell's footer: the year's copyright line, then Privacy, Terms and Support. */
export function DashboardFooter({ inset }: { inset: string }) {
  return (
    <Box
      component="footer"
      sx={(theme) => ({
        pl: inset,
        transition: sidebarTransition,
        borderTop: `1px solid ${theme.palette.divider}`,
        bgcolor: 'background.paper',
      })}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 1, sm: 3 }}
        sx={{ px: { xs: 2, sm: 4 }, py: 2.5, alignItems: { sm: 'center' } }}
      >
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
          {commonMessages.copyright(new Date().getFullYear())}
        </Typography>
        <Stack direction="row" spacing={2.5} component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {links.map((link) => (
            <li key={link.to}>
              <Link component={RouterLink} to={link.to} variant="body2" color="text.secondary">
                {link.label}
              </Link>
            </li>
          ))}
        </Stack>
      </Stack>
    </Box>
  );
}
