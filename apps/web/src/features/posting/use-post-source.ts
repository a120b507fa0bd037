import { useQuery } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'react-router-dom';
import { postingKeys } from './api/posting-queries';
import { useSession } from '../../lib/session/use-session';

/** Navigation state a post form arrives with after a save (the answer to show). */
export interface PostNoticeState {
  notice: string;
}

/**
 * Which post a form starts from: `?edit=<id>` edits it (PUT), `?from=<id>` starts a new post as a
 * copy of it (Duplicate on the author's lists), neither a blank one. The post is read fresh.
 */
export function usePostSource<D>(
  kind: 'listing' | 'requirement',
  fetch: (id: string, signal: AbortSignal) => Promise<D>,
) {
  const { user } = useSession();
  const [params] = useSearchParams();
  const location = useLocation();
  const editId = params.get('edit');
  const copyId = editId ? null : params.get('from');
  const id = editId ?? copyId;
  const source = useQuery({
    queryKey: postingKeys[kind](user?.id ?? '', id ?? ''),
    queryFn: ({ signal }) => fetch(id ?? '', signal),
    staleTime: 0,
    enabled: id !== null,
  });
  const notice = (location.state as Partial<PostNoticeState> | null)?.notice;
  return { editId, copyId, id, source, notice, userId: user?.id ?? '' };
}
