import RocketLaunchRoundedIcon from '@mui/icons-material/RocketLaunchRounded';
import Button from '@mui/material/Button';
import { waitlistMessages } from '@matchbazaar/contracts';
import type { Ref } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** Where a visitor of a waitlist link goes next: the launch page (reachable before launch too). */
export function LaunchPageButton({
  variant = 'contained',
  ref,
}: {
  variant?: 'contained' | 'outlined';
  ref?: Ref<HTMLAnchorElement>;
}) {
  return (
    <Button
      ref={ref}
      component={RouterLink}
      to="/launch"
      variant={variant}
      size="large"
      startIcon={<RocketLaunchRoundedIcon />}
    >
      {waitlistMessages.toLaunchPage}
    </Button>
  );
}
