import { inboxMessages } from '@matchbazaar/contracts';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import { DialogButton } from '../../../components/dialog-button';
import { lazyDialog } from '../../../components/lazy-section';
import type { ContactTarget } from './contact-target';

const t = inboxMessages;

// The dialog's code loads when a signed-in visitor reaches for the button, not with the page.
const ContactDialog = lazyDialog(() => import('./contact-dialog').then((m) => m.ContactDialog));

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
  const label = { listing: t.sendInquiry, shop: t.contactSeller, requirement: t.contactBuyer }[
    target.kind
  ];
  return (
    <DialogButton
      dialog={ContactDialog}
      dialogProps={{ target }}
      variant={variant}
      fullWidth={fullWidth}
      startIcon={<ChatBubbleOutlineIcon />}
    >
      {label}
    </DialogButton>
  );
}
