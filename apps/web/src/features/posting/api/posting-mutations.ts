import type {
  ListingAuthorAction,
  ListingRequest,
  PostIntent,
  RequirementAuthorAction,
  RequirementCloseReason,
  RequirementRequest,
  ShopRequest,
} from '@matchbazaar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../../lib/session/use-session';
import type { PostAction } from '../post-actions';
import {
  changeListingStatus,
  changeRequirementStatus,
  deletePost,
  saveListing,
  saveMyShop,
  saveRequirement,
  type PostKind,
} from './posting-api';
import { postingKeys } from './posting-queries';

/** The signed-in author, whose keys the posting caches carry. */
const useAuthorId = () => useSession().user?.id ?? '';

/**
 * PUT /shops/mine: the shop's cache takes the answer; opening a shop makes a buyer a seller, and
 * the session's role turns the sidebar, the dashboard and the guards at once.
 */
export function useSaveShop() {
  const queryClient = useQueryClient();
  const { updateUser } = useSession();
  const userId = useAuthorId();
  return useMutation({
    mutationFn: (body: ShopRequest) => saveMyShop(body),
    onSuccess: ({ shop, user }) => {
      queryClient.setQueryData(postingKeys.shop(userId), shop);
      if (user) updateUser(user);
    },
  });
}

/** What a post form sends: the checked request, and whether it is a draft or a publish. */
export interface SavePostVariables<T> {
  request: T;
  intent: PostIntent;
}

/** A saved post is its form's source from now on, and the author's list is read again. */
function useSavePost<T, D extends { id: string }>(
  kind: PostKind,
  save: (request: T) => Promise<D>,
) {
  const queryClient = useQueryClient();
  const userId = useAuthorId();
  return useMutation({
    mutationFn: ({ request }: SavePostVariables<T>) => save(request),
    onSuccess: (saved) => {
      queryClient.setQueryData(postingKeys[kind](userId, saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: postingKeys.mine(userId, kind) });
    },
  });
}

/** POST a new listing, or PUT the changes of `id`. */
export const useSaveListing = (id: string | undefined) =>
  useSavePost('listing', (request: ListingRequest) => saveListing(request, id));

/** POST a new requirement, or PUT the changes of `id`. */
export const useSaveRequirement = (id: string | undefined) =>
  useSavePost('requirement', (request: RequirementRequest) => saveRequirement(request, id));

/** A row's status change or delete; `choice` is a requirement's close reason. */
export interface PostActionVariables {
  id: string;
  action: PostAction;
  choice?: string | undefined;
}

const runAction = (kind: PostKind, { id, action, choice }: PostActionVariables) => {
  if (action === 'delete') return deletePost(kind, id);
  if (kind === 'listing') return changeListingStatus(id, action as ListingAuthorAction);
  return changeRequirementStatus(
    id,
    action as RequirementAuthorAction,
    action === 'close' ? (choice as RequirementCloseReason | undefined) : undefined,
  );
};

/** Changes a post on the author's list; it stays pending until the list is read again. */
export function usePostAction(kind: PostKind) {
  const queryClient = useQueryClient();
  const userId = useAuthorId();
  return useMutation({
    mutationFn: (variables: PostActionVariables) => runAction(kind, variables),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: postingKeys.mine(userId, kind) }),
  });
}
