import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { accessGateMessages, launchPageMessages } from '@matchbazaar/contracts';
import { adminEntryMachine } from '@matchbazaar/machines';
import { useMachine } from '@xstate/react';
import { Link as RouterLink } from 'react-router-dom';
import { inspect } from '../../lib/inspector';
import { BrandMark } from '../../components/brand-mark';

/**
 * The logo, which hides the admin entry (docs/product/launch-page.md): 3 clicks within 2 seconds
 * show a small 'Admin Access' link under it, leading to the access gate.
 */
export function LogoAdminEntry() {
  const [snapshot, send] = useMachine(adminEntryMachine, { inspect });
  return (
    <Box
      sx={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}
    >
      <ButtonBase
        onClick={() => send({ type: 'logo.click' })}
        sx={{ gap: 1.25, borderRadius: 2, p: 0.5, ml: -0.5, color: 'inherit' }}
      >
        <BrandMark />
        <Typography
          component="span"
          sx={{ fontSize: '1.35rem', fontWeight: 800, letterSpacing: '-0.01em' }}
        >
          {launchPageMessages.homeLabel}
        </Typography>
      </ButtonBase>
      {snapshot.matches('revealed') && (
        <Link
          component={RouterLink}
          to="/access"
          variant="caption"
          sx={{ color: 'inherit', opacity: 0.85, fontWeight: 600, pl: 0.5 }}
        >
          {accessGateMessages.adminAccess}
        </Link>
      )}
    </Box>
  );
}
