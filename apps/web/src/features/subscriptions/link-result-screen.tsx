import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import ErrorOutlineRoundedIcon from '@mui/icons-material/ErrorOutlineRounded';
import LinkOffRoundedIcon from '@mui/icons-material/LinkOffRounded';
import RefreshRoundedIcon from '@mui/icons-material/RefreshRounded';
import Button from '@mui/material/Button';
import { waitlistMessages } from '@matchbazaar/contracts';
import { useEffect, useRef } from 'react';
import { StatusScreen } from '../../components/status-screen';
import { LaunchPageButton } from './launch-page-button';
import type { LinkResult } from './subscriptions-api';

/** A link page's title: while its call runs, once it succeeded, once it failed. */
export function linkPageTitle(
  result: LinkResult | undefined,
  titles: { pending: string; done: string; failed: string },
): string {
  if (!result) return titles.pending;
  return result.outcome === 'done' ? titles.done : titles.failed;
}

/**
 * What a waitlist link page shows once its call has answered: the server's message, the launch
 * page as the way on, and Try again when trying again can help.
 */
export function LinkResultScreen({
  result,
  title,
  onRetry,
}: {
  result: LinkResult;
  title: string;
  onRetry: () => void;
}) {
  // The control the visitor used or waited on is gone: move focus to what they can do next.
  const primary = useRef<HTMLAnchorElement & HTMLButtonElement>(null);
  useEffect(() => {
    primary.current?.focus();
  }, [result]);

  switch (result.outcome) {
    case 'done':
      return (
        <StatusScreen
          icon={<CheckCircleRoundedIcon />}
          title={title}
          text={result.message}
          actions={<LaunchPageButton ref={primary} />}
        />
      );
    case 'refused':
      return (
        <StatusScreen
          tone="error"
          icon={<LinkOffRoundedIcon />}
          title={title}
          text={result.message}
          actions={<LaunchPageButton ref={primary} />}
        />
      );
    case 'failed':
      return (
        <StatusScreen
          tone="error"
          icon={<ErrorOutlineRoundedIcon />}
          title={title}
          text={result.message}
          actions={
            <>
              <Button
                ref={primary}
                variant="contained"
                size="large"
                startIcon={<RefreshRoundedIcon />}
                onClick={onRetry}
              >
                {waitlistMessages.tryAgain}
              </Button>
              <LaunchPageButton variant="outlined" />
            </>
          }
        />
      );
  }
}
