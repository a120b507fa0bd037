import { isApiRequestError } from '@matchbazaar/api-client';
import {
  conversationLimits,
  conversationStartAnswerSchema,
  inboxMessages,
  type InquiryRequest,
  type RequirementContactRequest,
} from '@matchbazaar/contracts';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { FormDialog } from '../../../components/forms/form-dialog';
import { api } from '../../../lib/session/api';
import { listingSearchQuery } from '../api/catalogue-api';
import type { ContactTarget } from './contact-target';

const t = inboxMessages;

const started = (body: Record<string, unknown>) => {
  const parsed = conversationStartAnswerSchema.safeParse(body);
  return parsed.success ? parsed.data : null;
};

/**
 * POST /api/v1/listings/:id/inquiries (an inquiry: on a listing, or on the one picked on a shop's
 * page) or POST /api/v1/requirements/:id/conversations (a seller writes to the buyer): both open
 * or reuse the conversation and answer it.
 */
const start = (
  target: ContactTarget,
  listingId: string,
  request: InquiryRequest | RequirementContactRequest,
) =>
  api.call(
    target.kind !== 'requirement'
      ? { path: `/api/v1/listings/${listingId}/inquiries`, method: 'POST', body: request }
      : {
          path: `/api/v1/requirements/${target.requirementId}/conversations`,
          method: 'POST',
          body: request,
        },
    started,
  );

/** The texts of each kind of first message. */
const textsOf = (target: ContactTarget) =>
  target.kind !== 'requirement'
    ? {
        title: t.inquiryTitle,
        intro:
          target.kind === 'shop'
            ? t.shopInquiryIntro(target.shopName)
            : t.inquiryIntro(target.shopName),
        placeholder: t.inquiryPlaceholder,
        send: t.sendInquiry,
        sent: t.inquirySent,
      }
    : {
        title: t.contactTitle,
        intro: t.contactIntro(target.buyerName),
        placeholder: t.contactPlaceholder,
        send: t.contactSend,
        sent: t.contactSent,
      };

/**
 * The first message from a marketplace page: Send inquiry on a listing (a message, an optional
 * quantity and the buyer's verified phone if they want) or Message the buyer on a requirement (a
 * message). The other side gets it live; the id is chosen once per dialog, so a second click after
 * a lost answer stores nothing twice.
 */
export function ContactDialog({
  open,
  onClose,
  target,
}: {
  open: boolean;
  onClose: () => void;
  target: ContactTarget;
}) {
  const texts = textsOf(target);
  const [messageId, setMessageId] = useState(() => crypto.randomUUID());
  const [message, setMessage] = useState('');
  const [quantity, setQuantity] = useState('');
  const [sharePhone, setSharePhone] = useState(false);
  // On a shop's page the buyer picks the listing they ask about, the newest first.
  const shopListings = useInfiniteQuery({
    ...listingSearchQuery({ shop: target.kind === 'shop' ? target.shopId : '', sort: 'newest' }),
    enabled: open && target.kind === 'shop',
  });
  const choices = shopListings.data?.pages[0]?.items ?? [];
  const [picked, setPicked] = useState('');
  const listingId = target.kind === 'listing' ? target.listingId : picked || (choices[0]?.id ?? '');
  const send = useMutation({
    mutationFn: () =>
      start(
        target,
        listingId,
        target.kind !== 'requirement'
          ? {
              messageId,
              message: message.trim(),
              sharePhone,
              ...(quantity.trim() && { quantity: Number(quantity) }),
            }
          : { messageId, message: message.trim() },
      ),
  });
  const close = () => {
    if (send.isSuccess) {
      // The next one is a new message.
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
    <FormDialog
      open={open}
      title={texts.title}
      intro={texts.intro}
      submitLabel={texts.send}
      cancelLabel={t.close}
      pending={send.isPending}
      canSubmit={message.trim() !== '' && (target.kind === 'requirement' || listingId !== '')}
      error={send.isError ? send.error.message : null}
      done={
        send.isSuccess ? (
          <Alert severity="success">
            {texts.sent}{' '}
            <Link
              component={RouterLink}
              to={`/dashboard/inbox/${send.data.data.conversation.id}`}
              sx={{ fontWeight: 700 }}
            >
              {t.openConversation}
            </Link>
          </Alert>
        ) : undefined
      }
      onClose={close}
      onSubmit={() => send.mutate()}
    >
      {target.kind === 'shop' &&
        (shopListings.isSuccess && choices.length === 0 ? (
          <Alert severity="info">{t.shopInquiryNoListings}</Alert>
        ) : (
          <TextField
            select
            label={t.shopInquiryListing}
            value={listingId}
            onChange={(event) => setPicked(event.target.value)}
            disabled={choices.length === 0}
          >
            {choices.map((listing) => (
              <MenuItem key={listing.id} value={listing.id}>
                {listing.title}
              </MenuItem>
            ))}
          </TextField>
        ))}
      <TextField
        label={t.messageLabel}
        required
        multiline
        minRows={4}
        value={message}
        placeholder={texts.placeholder}
        onChange={(event) => setMessage(event.target.value)}
        error={fieldError('message') !== undefined}
        helperText={fieldError('message')}
        slotProps={{ htmlInput: { maxLength: conversationLimits.text } }}
      />
      {target.kind !== 'requirement' && (
        <>
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
        </>
      )}
    </FormDialog>
  );
}
