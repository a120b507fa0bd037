import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { ordersMessages } from '@matchbazaar/contracts';
import { Link as RouterLink } from 'react-router-dom';
import { orderPath } from '../../../components/order-path';

/** An accepted proposal's way to the order it became; nothing before it has one. */
export function ViewOrderButton({ orderId }: { orderId: string | null | undefined }) {
  if (!orderId) return null;
  return (
    <Box>
      <Button component={RouterLink} to={orderPath(orderId)} variant="contained" size="small">
        {ordersMessages.page.viewOrder}
      </Button>
    </Box>
  );
}
