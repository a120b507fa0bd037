import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { proposalsMessages, type RequirementProposals } from '@matchbazaar/contracts';
import { useEffect } from 'react';
import { CardGrid } from '../../../components/card-grid';
import { CompareCard } from './compare-card';

const t = proposalsMessages;

/**
 * The buyer's comparison of a requirement's proposals: side by side on a wide screen (scrolling
 * across when there are many), stacked cards on a phone.
 */
export function CompareView({ data }: { data: RequirementProposals }) {
  // Notifications and My Requirements link here with #proposals; the section loads after the page.
  useEffect(() => {
    if (window.location.hash === '#proposals')
      document.getElementById('proposals')?.scrollIntoView();
  }, []);
  return (
    <Box component="section" id="proposals" aria-labelledby="proposals-title" sx={{ mt: 6 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'baseline' }, mb: 2, gap: 0.5 }}
      >
        <Typography id="proposals-title" component="h2" variant="h5" sx={{ fontWeight: 800 }}>
          {t.compareTitle}
        </Typography>
        <Typography color="text.secondary">{t.capLine(data.cap.taken, data.cap.limit)}</Typography>
      </Stack>
      {data.items.length === 0 ? (
        <Alert severity="info">{t.compareEmpty}</Alert>
      ) : (
        // From a tablet up the proposals stand side by side in one row that scrolls sideways.
        <CardGrid
          columns={{ xs: 'minmax(0, 1fr)', md: 'none' }}
          sx={{
            pb: 1,
            gridAutoFlow: { md: 'column' },
            gridAutoColumns: { md: 'minmax(280px, 1fr)' },
            overflowX: { md: 'auto' },
            alignItems: 'start',
          }}
        >
          {data.items.map((proposal) => (
            <CompareCard
              key={proposal.id}
              proposal={proposal}
              requirementId={data.requirement.id}
              goods={data.requirement.goods}
            />
          ))}
        </CardGrid>
      )}
    </Box>
  );
}
