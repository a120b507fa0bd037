import { marketplaceMessages } from '@matchbazaar/contracts';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router-dom';
import type { ResultKind } from './search-filters';

/** Offers or requests for the same words and filters (`?kind=requests`). */
export function KindTabs({ kind }: { kind: ResultKind }) {
  const [url, setUrl] = useSearchParams();
  return (
    <Tabs
      value={kind}
      onChange={(_, value: ResultKind) => {
        const next = new URLSearchParams(url);
        if (value === 'requests') next.set('kind', 'requests');
        else next.delete('kind');
        // Sorts and kind-only filters differ between the two.
        for (const key of ['sort', 'condition', 'deals', 'urgency']) next.delete(key);
        setUrl(next);
      }}
      sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
    >
      <Tab value="offers" label={marketplaceMessages.offersTab} />
      <Tab value="requests" label={marketplaceMessages.requestsTab} />
    </Tabs>
  );
}
