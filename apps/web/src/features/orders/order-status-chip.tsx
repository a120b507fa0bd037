import type { OrderKind, OrderStatus } from '@matchbazaar/contracts';
import Chip from '@mui/material/Chip';
import { statusText } from './order-text';

/**
 * An order's status at a glance: waiting on someone amber, money moving blue, done green, trouble
 * red, ended grey. Dark text on a pale tint (white on amber fails contrast), as StatusChip does.
 */
const tones: Record<OrderStatus, { bg: string; fg: string }> = {
  placed: { bg: '#fff3e0', fg: '#8a4100' },
  quoting: { bg: '#fff3e0', fg: '#8a4100' },
  quoted: { bg: '#fff8e1', fg: '#7a4f01' },
  accepted: { bg: '#fff8e1', fg: '#7a4f01' },
  paid: { bg: '#e3f2fd', fg: '#0d47a1' },
  shipped: { bg: '#e8eaf6', fg: '#283593' },
  delivered: { bg: '#e0f2f1', fg: '#00574b' },
  completed: { bg: '#e6f4ea', fg: '#1b5e20' },
  disputed: { bg: '#fdecea', fg: '#b3261e' },
  cancelled: { bg: '#eceff1', fg: '#37474f' },
  declined: { bg: '#eceff1', fg: '#37474f' },
};

export function OrderStatusChip({
  status,
  kind,
  size = 'small',
}: {
  status: OrderStatus;
  kind: OrderKind;
  size?: 'small' | 'medium';
}) {
  const tone = tones[status];
  return (
    <Chip
      label={statusText(status, kind)}
      size={size}
      data-status={status}
      sx={{ fontWeight: 700, bgcolor: tone.bg, color: tone.fg }}
    />
  );
}
