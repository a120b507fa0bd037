import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined';
import { ordersMessages, type Order } from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useNow } from '../../components/catalogue/use-now';
import { StatusAlert, type Status } from '../../components/status-alert';
import { isStep, type OrderStep } from './api/orders-api';
import { orderCard } from './order-card-style';
import { actionText, dueText, isQuietStep, isViewersTurn, nextStepText } from './order-text';

const t = ordersMessages.page;

/**
 * What happens next: whose turn it is, what the state's timer will do, the answer of the last
 * step, and the viewer's steps exactly as the server allows them (an admin's "Resolve" first).
 */
export function OrderActionsCard({
  order,
  notice,
  onResolve,
  onStep,
}: {
  order: Order;
  notice: Status | null;
  onResolve: () => void;
  onStep: (step: OrderStep) => void;
}) {
  // The server lists resolve.* only to an admin on an open dispute: the queue's rule, here too.
  const canResolve = order.actions.some((action) => action.startsWith('resolve.'));
  const now = useNow(30_000);
  const steps = order.actions.filter(isStep);
  const due = dueText(order, now);
  const headingId = useId();

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{
        ...orderCard,
        borderColor: isViewersTurn(order) ? 'primary.light' : undefined,
        display: 'grid',
        gap: 1.5,
      }}
    >
      <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 800 }}>
        {t.actionsLabel}
      </Typography>
      <Typography data-testid="order-next-step">{nextStepText(order)}</Typography>
      {due && (
        <Typography
          variant="body2"
          data-testid="order-due"
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 0.75,
            color: '#8a4100',
            fontWeight: 600,
          }}
        >
          <ScheduleOutlinedIcon fontSize="small" aria-hidden="true" />
          {due}
        </Typography>
      )}
      <StatusAlert status={notice} />
      {canResolve && (
        <Box>
          <Button variant="contained" onClick={onResolve} sx={{ minHeight: 44 }}>
            {t.resolve}
          </Button>
        </Box>
      )}
      {steps.length > 0 && (
        <Stack
          direction="row"
          role="group"
          aria-label={t.actionsLabel}
          sx={{ flexWrap: 'wrap', gap: 1 }}
        >
          {steps.map((step, index) => {
            const quiet = isQuietStep(step);
            return (
              <Button
                key={step}
                variant={index === 0 && !quiet ? 'contained' : 'outlined'}
                color={quiet ? (step === 'dispute' ? 'error' : 'inherit') : 'primary'}
                onClick={() => onStep(step)}
                sx={{ minHeight: 44 }}
              >
                {actionText(step, order.kind)}
              </Button>
            );
          })}
        </Stack>
      )}
    </Paper>
  );
}
