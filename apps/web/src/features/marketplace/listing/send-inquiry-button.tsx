import { inboxMessages } from '@matchbazaar/contracts';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useSession } from '../../../components/session/use-session';

const t = inboxMessages;

// The dialog's code loads when it is first opened, not with the listing's page.
const SendInquiryDialog = lazy(() =>
  import('./send-inquiry-dialog').then((m) => ({ default: m.SendInquiryDialog })),
);

/** Send inquiry on a listing's page; signed out, it leads to sign-in and back. */
export function SendInquiryButton({
  listingId,
  shopName,
}: {
  listingId: string;
  shopName: string;
}) {
  const { status } = useSession();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  if (status !== 'signedIn')
    return (
      <Button
        variant="contained"
        startIcon={<ChatBubbleOutlineIcon />}
        component={RouterLink}
        to={`/auth/login?returnUrl=${encodeURIComponent(location.pathname)}`}
      >
        {t.sendInquiry}
      </Button>
    );
  return (
    <>
      <Button
        variant="contained"
        startIcon={<ChatBubbleOutlineIcon />}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {t.sendInquiry}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <SendInquiryDialog
            open={open}
            onClose={() => setOpen(false)}
            listingId={listingId}
            shopName={shopName}
          />
        </Suspense>
      )}
    </>
  );
}
