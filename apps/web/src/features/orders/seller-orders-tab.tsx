import Box from '@mui/material/Box';
import { useSearchParams } from 'react-router-dom';
import { OrderList, orderStatusOf } from './order-list';
import { useOrdersLive } from './use-orders-live';

/**
 * The seller's orders by status, each with the steps they may take now; kept current live. The
 * Orders tab of /seller/orders-inquiries (the inbox's page; app/ puts this tab in it).
 */
export function SellerOrdersTab({ userId }: { userId: string }) {
  const [params, setParams] = useSearchParams();
  useOrdersLive(userId);
  return (
    <Box sx={{ p: { xs: 1.5, sm: 2 } }}>
      <OrderList
        userId={userId}
        role="seller"
        status={orderStatusOf(params.get('status'))}
        onStatus={(next) =>
          setParams(next ? { tab: 'orders', status: next } : { tab: 'orders' }, { replace: true })
        }
        withActions
      />
    </Box>
  );
}
