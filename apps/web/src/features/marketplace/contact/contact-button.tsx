import { inboxMessages } from '@matchbazaar/contracts';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useSession } from '../../../lib/session/use-session';
import type { ContactTarget } from './contact-target';

const t = inboxMessages;

// The dialog's code loads when it is first opened, not with the page.
const ContactDialog = lazy(() =>
  import('./contact-dialog').then((m) => ({ default: m.ContactDialog })),
);

/**
 * Send inquiry (a listing's page), Contact the seller (a shop's page) or Message the buyer (a
 * requirement's page); signed out, it leads to sign-in and back.
 */
export function ContactButton({
  target,
  variant = 'contained',
  fullWidth = false,
}: {
  target: ContactTarget;
  variant?: 'contained' | 'outlined';
  fullWidth?: boolean;
}) {
  const { status } = useSession();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const label = { listing: t.sendInquiry, shop: t.contactSeller, requirement: t.contactBuyer }[
    target.kind
  ];
  const look = { variant, fullWidth, startIcon: <ChatBubbleOutlineIcon /> };
  if (status !== 'signedIn')
    return (
      <Button
        {...look}
        component={RouterLink}
        to={`/auth/login?returnUrl=${encodeURIComponent(location.pathname)}`}
      >
        {label}
      </Button>
    );
  return (
    <>
      <Button
        {...look}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {label}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <ContactDialog open={open} onClose={() => setOpen(false)} target={target} />
        </Suspense>
      )}
    </>
  );
}
