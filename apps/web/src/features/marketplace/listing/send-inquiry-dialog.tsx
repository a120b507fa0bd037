import { isApiRequestError } from '@matchbazaar/api-client';
import {
  conversationLimits,
  conversationStartAnswerSchema,
  inboxMessages,
  type InquiryRequest,
} from '@matchbazaar/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { api } from '../../../components/session/api';

const t = inboxMessages;

/** POST /api/v1/listings/:id/inquiries: opens or reuses the listing's conversation. */
const sendInquiry = (listingId: string, request: InquiryRequest) =>
  api.call(
    { path: `/api/v1/listings/${listingId}/inquiries`, method: 'POST', body: request },
    (body: Record<string, unknown>) => {
      const parsed = conversationStartAnswerSchema.safeParse(body);
      return parsed.success ? parsed.data : null;
    },
  );

/**
 * Send inquiry (a listing's page): a message, an optional quantity and the buyer's verified phone
 * if they want. It opens or reuses the conversation with the seller, who gets it live; the id is
 * chosen once per dialog, so a second click after a lost answer stores nothing twice.
 */
export function SendInquiryDialog({
  open,
  onClose,
  listingId,
  shopName,
}: {
  open: boolean;
  onClose: () => void;
  listingId: string;
  shopName: string;
}) {
  const titleId = useId();
  const [messageId, setMessageId] = useState(() => crypto.randomUUID());
  const [message, setMessage] = useState('');
  const [quantity, setQuantity] = useState('');
  const [sharePhone, setSharePhone] = useState(false);
  const send = useMutation({
    mutationFn: () =>
      sendInquiry(listingId, {
        messageId,
        message: message.trim(),
        sharePhone,
        ...(quantity.trim() && { quantity: Number(quantity) }),
      }),
  });
  const close = () => {
    if (send.isSuccess) {
      // The next inquiry is a new message.
      setMessageId(crypto.randomUUID());
      setMessage('');
      setQuantity('');
      send.reset();
    }
    onClose();
  };
  const fieldError = (name: string) =>
    isApiRequestError(send.error)
      ? send.error.errors.find((error) => error.path === name)?.msg
      : undefined;
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t.inquiryTitle}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        {send.isSuccess ? (
          <Alert severity="success">
            {t.inquirySent}{' '}
            <Link
              component={RouterLink}
              to={`/dashboard/inbox/${send.data.data.conversation.id}`}
              sx={{ fontWeight: 700 }}
            >
              {t.openConversation}
            </Link>
          </Alert>
        ) : (
          <>
            <Typography color="text.secondary">{t.inquiryIntro(shopName)}</Typography>
            <TextField
              label={t.messageLabel}
              required
              multiline
              minRows={4}
              value={message}
              placeholder={t.inquiryPlaceholder}
              onChange={(event) => setMessage(event.target.value)}
              error={fieldError('message') !== undefined}
              helperText={fieldError('message')}
              slotProps={{ htmlInput: { maxLength: conversationLimits.text } }}
            />
            <TextField
              label={t.inquiryQuantity}
              type="number"
              value={quantity}
              onChange={(event) => setQuantity(event.target.value)}
              error={fieldError('quantity') !== undefined}
              helperText={fieldError('quantity')}
              slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric' } }}
              sx={{ maxWidth: 240 }}
            />
            <FormControlLabel
              control={
                <Checkbox
                  checked={sharePhone}
                  onChange={(event) => setSharePhone(event.target.checked)}
                />
              }
              label={t.sharePhone}
            />
            {send.isError && <Alert severity="error">{send.error.message}</Alert>}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t.close}</Button>
        {!send.isSuccess && (
          <Button
            variant="contained"
            disabled={send.isPending || !message.trim()}
            onClick={() => send.mutate()}
          >
            {t.sendInquiry}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
