import type { OrderKind, OrderStatus } from '@matchbazaar/contracts';
import { ToneChip, type Tone } from '../../components/tone-chip';
import { statusText } from './order-text';

/**
 * An order's status at a glance: waiting on someone amber, money moving blue, done green, trouble
 * red, ended grey.
 */
const statusTones: Record<OrderStatus, Tone> = {
  placed: 'amber',
  quoting: 'amber',
  quoted: 'gold',
  accepted: 'gold',
  paid: 'blue',
  shipped: 'indigo',
  delivered: 'teal',
  completed: 'green',
  disputed: 'red',
  cancelled: 'grey',
  declined: 'grey',
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
  return (
    <ToneChip
      tone={statusTones[status]}
      label={statusText(status, kind)}
      size={size}
      data-status={status}
    />
  );
}
