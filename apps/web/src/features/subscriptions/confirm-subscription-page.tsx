import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { waitlistMessages } from '@matchbazaar/contracts';
import { useEffect } from 'react';
import { StatusScreen } from '../../components/status-screen';
import { useDocumentTitle } from '../../components/use-document-title';
import { LinkResultScreen, linkPageTitle } from './link-result-screen';
import { confirmSubscription } from './subscriptions-api';
import { useLinkAction } from './use-link-action';

const t = waitlistMessages;

/**
 * `/subscriptions/confirm?token=…`, the confirmation message's link (double opt-in). Opening the
 * page confirms: the page POSTs the token, so a mail scanner fetching the URL confirms nothing.
 */
export function ConfirmSubscriptionPage() {
  const { token, result, run } = useLinkAction(confirmSubscription);
  useEffect(() => {
    if (token) run();
  }, [token, run]);

  const title = linkPageTitle(result, {
    pending: t.confirmTitle,
    done: t.confirmedTitle,
    failed: t.confirmFailedTitle,
  });
  useDocumentTitle(title);

  return (
    <Box aria-live="polite">
      {result ? (
        <LinkResultScreen result={result} title={title} onRetry={run} />
      ) : (
        <StatusScreen
          icon={<CircularProgress size={44} color="inherit" />}
          title={title}
          text={t.confirming}
          actions={null}
        />
      )}
    </Box>
  );
}
