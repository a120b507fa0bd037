import { ordersMessages, type OrderStatus } from '@matchbazaar/contracts';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { DashboardPageFrame } from '../../components/dashboard-page-frame';
import { OrderList, orderStatusOf } from './order-list';
import type { OrderRole } from './api/orders-api';
import { useOrdersLive } from './use-orders-live';
import { useSession } from '../../lib/session/use-session';

const t = ordersMessages.page;

/**
 * /dashboard/orders (docs/product/orders.md): the user's orders. A seller switches between what
 * they sell (first) and what they buy; a buyer sees what they buy. The side and the status live in
 * the address; pushes keep the list current, so a new order shows up without a reload.
 */
export function OrdersPage() {
  const { user, persona } = useSession();
  const userId = user?.id ?? '';
  useOrdersLive(userId);
  const [params, setParams] = useSearchParams();
  const seller = persona === 'seller';
  const asked = params.get('role');
  const role: OrderRole = seller && asked !== 'buyer' ? 'seller' : 'buyer';
  const status = orderStatusOf(params.get('status'));

  const go = (next: { role?: OrderRole; status?: OrderStatus | undefined }) => {
    const search = new URLSearchParams();
    const nextRole = next.role ?? role;
    if (seller && nextRole === 'buyer') search.set('role', 'buyer');
    const nextStatus = 'status' in next ? next.status : status;
    if (nextStatus && !next.role) search.set('status', nextStatus);
    setParams(search, { replace: true });
  };

  return (
    <DashboardPageFrame
      title={t.title}
      intro={t.intro}
      actions={
        seller && (
          <ToggleButtonGroup
            exclusive
            size="small"
            color="primary"
            value={role}
            aria-label={t.roleLabel}
            onChange={(_, next: OrderRole | null) => next && go({ role: next })}
            sx={{ '& .MuiToggleButton-root': { textTransform: 'none', fontWeight: 700, px: 2 } }}
          >
            <ToggleButton value="seller">{t.selling}</ToggleButton>
            <ToggleButton value="buyer">{t.buying}</ToggleButton>
          </ToggleButtonGroup>
        )
      }
    >
      <OrderList
        key={role}
        userId={userId}
        role={role}
        status={status}
        onStatus={(next) => go({ status: next })}
        withActions={role === 'seller'}
        emptyAction={
          <Button
            component={RouterLink}
            to={role === 'seller' ? '/dashboard/listings' : '/marketplace'}
            variant="contained"
          >
            {role === 'seller' ? t.yourListings : t.browse}
          </Button>
        }
      />
    </DashboardPageFrame>
  );
}
