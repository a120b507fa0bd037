import UnsubscribeRoundedIcon from '@mui/icons-material/UnsubscribeRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { waitlistMessages } from '@matchbazaar/contracts';
import { StatusScreen } from '../../components/status-screen';
import { useDocumentTitle } from '../../components/use-document-title';
import { LinkResultScreen, linkPageTitle } from './link-result-screen';
import { unsubscribe } from './subscriptions-api';
import { useLinkAction } from './use-link-action';

const t = waitlistMessages;

/**
 * `/subscriptions/unsubscribe?token=…`, the unsubscribe link of every message. Nothing happens
 * until the visitor presses Unsubscribe: link scanners and previews open pages too. (Mail clients
 * unsubscribe in one click through the List-Unsubscribe header, which POSTs to the API directly.)
 */
export function UnsubscribePage() {
  const { result, pending, run } = useLinkAction(unsubscribe);

  const title = linkPageTitle(result, {
    pending: t.unsubscribeTitle,
    done: t.unsubscribedTitle,
    failed: t.unsubscribeFailedTitle,
  });
  useDocumentTitle(title);

  return (
    <Box aria-live="polite">
      {result ? (
        <LinkResultScreen result={result} title={title} onRetry={run} />
      ) : (
        <StatusScreen
          icon={<UnsubscribeRoundedIcon />}
          title={title}
          text={t.unsubscribeText}
          actions={
            <Button
              variant="contained"
              size="large"
              loading={pending}
              loadingPosition="start"
              startIcon={<UnsubscribeRoundedIcon />}
              onClick={run}
            >
              {pending ? t.unsubscribing : t.unsubscribeButton}
            </Button>
          }
        />
      )}
    </Box>
  );
}
