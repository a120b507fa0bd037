import AssignmentTurnedInOutlinedIcon from '@mui/icons-material/AssignmentTurnedInOutlined';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { sellerAnalyticsMessages, type SellerOverview } from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { SectionCard } from '../../../components/section-card';

const t = sellerAnalyticsMessages;

/** "To do": what waits for the seller (inquiries, orders to accept or ship, new leads), each a link. */
export function SellerTasks({ tasks }: { tasks: SellerOverview['tasks'] }) {
  const items = [
    { n: tasks.inquiriesToAnswer, text: t.tasks.inquiries, to: '/seller/orders-inquiries' },
    { n: tasks.ordersToAccept, text: t.tasks.accept, to: '/seller/orders-inquiries' },
    { n: tasks.ordersToShip, text: t.tasks.ship, to: '/seller/orders-inquiries' },
    { n: tasks.newLeads, text: t.tasks.leads, to: '#leads-title' },
  ].filter((item) => item.n > 0);
  return (
    <SectionCard title={t.tasksTitle}>
      {items.length === 0 ? (
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', py: 1 }}>
          <AssignmentTurnedInOutlinedIcon color="success" aria-hidden="true" />
          <Typography color="text.secondary">{t.tasksNone}</Typography>
        </Box>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
          {items.map((item) => (
            <li key={item.text(item.n)}>
              <Button
                component={item.to.startsWith('#') ? 'a' : RouterLink}
                {...(item.to.startsWith('#') ? { href: item.to } : { to: item.to })}
                fullWidth
                endIcon={<ChevronRightIcon />}
                sx={{ justifyContent: 'space-between', textAlign: 'left', py: 1, fontWeight: 600 }}
              >
                <Box component="span" sx={{ display: 'flex', gap: 1.25, alignItems: 'center' }}>
                  <Chip label={item.n} color="primary" size="small" sx={{ fontWeight: 800 }} />
                  {item.text(item.n)}
                </Box>
              </Button>
            </li>
          ))}
        </Box>
      )}
    </SectionCard>
  );
}
