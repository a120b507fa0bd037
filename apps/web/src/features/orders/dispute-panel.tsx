import { apiErrorMessage, fieldErrorsOf } from '@matchbazaar/api-client';
import {
  disputeMessageRequestSchema,
  orderLimits,
  ordersMessages,
  type Order,
} from '@matchbazaar/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { dateTimeText } from '../../components/date-time';
import { moneyText } from './order-text';
import { useSendDisputeMessage } from './api/order-mutations';

const m = ordersMessages;
const t = ordersMessages.page;

/**
 * An order's dispute: what the buyer said went wrong and their photos, the decision once there is
 * one, and the thread where the buyer, the seller and support write until then.
 */
export function DisputePanel({
  order,
  userId,
  plain = false,
}: {
  order: Order;
  /** The viewer: a sent message stores the order in their cache. */
  userId: string;
  /** Without its own card, inside another (the disputes queue's row). */
  plain?: boolean;
}) {
  const dispute = order.dispute;
  const headingId = useId();
  if (!dispute) return null;
  const open = dispute.resolution === null;

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{
        display: 'grid',
        gap: 2,
        ...(plain
          ? { border: 0, borderTop: 1, borderColor: 'divider', borderRadius: 0, pt: 2 }
          : { borderRadius: 3, p: { xs: 2, sm: 3 } }),
      }}
    >
      <Box>
        <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 800 }}>
          {t.dispute}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          <time dateTime={dispute.openedAt}>{t.disputeOpened(dateTimeText(dispute.openedAt))}</time>
        </Typography>
      </Box>
      {!open && (
        <Alert severity="success" sx={{ '& .MuiAlert-message': { overflowWrap: 'anywhere' } }}>
          <strong>
            {dispute.resolution === 'split'
              ? t.resolutions.split(moneyText(dispute.refundMinor ?? 0, order.currency))
              : t.resolutions[dispute.resolution ?? 'release']}
          </strong>
          {dispute.resolutionNote && <Box sx={{ mt: 0.5 }}>{dispute.resolutionNote}</Box>}
          {dispute.resolvedAt && (
            <Box sx={{ mt: 0.5, fontSize: '0.85rem' }}>
              {t.resolved(dateTimeText(dispute.resolvedAt))}
            </Box>
          )}
        </Alert>
      )}
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1 }}>
        <Box>
          <Typography component="dt" variant="caption" color="text.secondary">
            {t.disputeReason}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
            {m.disputeReasons[dispute.reason]}
          </Typography>
        </Box>
        <Box>
          <Typography component="dt" variant="caption" color="text.secondary">
            {t.detailsLabel}
          </Typography>
          <Typography
            component="dd"
            sx={{ m: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
          >
            {dispute.details}
          </Typography>
        </Box>
      </Box>
      {dispute.evidence.length > 0 && (
        <Box>
          <Typography variant="caption" color="text.secondary" component="h3">
            {t.evidence}
          </Typography>
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              m: 0,
              mt: 0.5,
              p: 0,
              display: 'flex',
              flexWrap: 'wrap',
              gap: 1,
            }}
          >
            {dispute.evidence.map((photo, index) => (
              <li key={photo.id}>
                <Box
                  component="a"
                  href={photo.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  sx={{ display: 'block', borderRadius: 2, overflow: 'hidden', lineHeight: 0 }}
                >
                  <Box
                    component="img"
                    src={photo.url}
                    alt={t.evidenceAlt(index + 1)}
                    sx={{
                      width: 88,
                      height: 88,
                      objectFit: 'cover',
                      border: 1,
                      borderColor: 'divider',
                      borderRadius: 2,
                    }}
                  />
                </Box>
              </li>
            ))}
          </Box>
        </Box>
      )}
      <Box>
        <Typography component="h3" sx={{ fontWeight: 700, mb: 1 }}>
          {t.thread}
        </Typography>
        {dispute.messages.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t.threadEmpty}
          </Typography>
        ) : (
          <Box
            component="ol"
            aria-label={t.thread}
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
          >
            {dispute.messages.map((message) => {
              const mine = message.side === order.viewer;
              return (
                <Box
                  component="li"
                  key={message.id}
                  data-testid="dispute-message"
                  sx={{
                    p: 1.5,
                    borderRadius: 2,
                    maxWidth: { sm: '85%' },
                    justifySelf: mine ? 'end' : 'start',
                    bgcolor:
                      message.side === 'admin'
                        ? '#fff8e1'
                        : mine
                          ? 'rgba(31,63,184,0.07)'
                          : 'grey.100',
                  }}
                >
                  <Typography variant="caption" sx={{ fontWeight: 700, display: 'block' }}>
                    {mine ? t.you : t.sides[message.side]}
                    {' · '}
                    <time dateTime={message.at}>{dateTimeText(message.at)}</time>
                  </Typography>
                  <Typography
                    variant="body2"
                    sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
                  >
                    {message.body}
                  </Typography>
                </Box>
              );
            })}
          </Box>
        )}
      </Box>
      {open && <DisputeMessageForm order={order} userId={userId} />}
    </Paper>
  );
}

/** A message on an open dispute's thread; the field empties once it is sent. */
function DisputeMessageForm({ order, userId }: { order: Order; userId: string }) {
  const id = useId();
  const [body, setBody] = useState('');
  const [checkError, setCheckError] = useState<string | null>(null);
  const message = useSendDisputeMessage(userId);
  const failure = message.error;
  const error =
    checkError ?? (failure ? (fieldErrorsOf(failure).body ?? apiErrorMessage(failure)) : null);

  const send = (event: FormEvent) => {
    event.preventDefault();
    const checked = disputeMessageRequestSchema.safeParse({ body });
    if (!checked.success) {
      setCheckError(checked.error.issues[0]?.message ?? m.disputeMessageLength);
      return;
    }
    setCheckError(null);
    message.mutate({ id: order.id, body: checked.data }, { onSuccess: () => setBody('') });
  };

  return (
    <Box component="form" noValidate onSubmit={send}>
      <TextField
        id={`${id}-message`}
        label={t.messageLabel}
        multiline
        minRows={2}
        fullWidth
        value={body}
        onChange={(event) => setBody(event.target.value)}
        error={error !== null}
        helperText={error}
        slotProps={{ htmlInput: { maxLength: orderLimits.disputeMessage } }}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
        <Button type="submit" variant="contained" loading={message.isPending}>
          {t.send}
        </Button>
      </Box>
    </Box>
  );
}
