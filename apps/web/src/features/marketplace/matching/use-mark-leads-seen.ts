import type { SellerLead } from '@matchbazaar/contracts';
import { useEffect, useRef, useState } from 'react';
import { leadAction } from '../api/matching-api';

/**
 * New leads shown are marked seen at once (each told to the server once); on this visit they keep
 * their "New" chip, so the answer is the leads marked here.
 */
export function useMarkLeadsSeen(items: readonly SellerLead[]): ReadonlySet<string> {
  const posted = useRef(new Set<string>());
  const [markedSeen, setMarkedSeen] = useState<ReadonlySet<string>>(() => new Set());
  const unseen = items
    .filter((lead) => lead.state === 'new' && !markedSeen.has(lead.id))
    .map((lead) => lead.id);
  if (unseen.length > 0) setMarkedSeen(new Set([...markedSeen, ...unseen]));
  const toMark = [...markedSeen].join(',');
  useEffect(() => {
    for (const id of toMark ? toMark.split(',') : []) {
      if (posted.current.has(id)) continue;
      posted.current.add(id);
      void leadAction(id, 'seen').catch(() => undefined);
    }
  }, [toMark]);
  return markedSeen;
}
