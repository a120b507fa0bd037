import Button from '@mui/material/Button';
import { postingMessages } from '@matchbazaar/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import type { RouteTitleHandle } from '../../components/guards/page-title';
import { useSession } from '../../lib/session/use-session';
import { postingKeys } from './api/posting-queries';
import { ImportDialogButton } from './import/import-dialog';
import { myListingsConfig } from './my-posts-configs';
import { OwnPostsPage } from './own-posts-page';
import { useIsSeller } from './use-seller';

const t = postingMessages;

export const handle: RouteTitleHandle = { title: t.myListingsTitle };

/** /seller/my-listings: the seller's listings in every status, with an import and their shop. */
export function MyListingsPage() {
  const isSeller = useIsSeller();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const refreshMine = () =>
    void queryClient.invalidateQueries({ queryKey: postingKeys.mine(user?.id ?? '', 'listing') });
  return (
    <OwnPostsPage
      config={myListingsConfig}
      allowed={isSeller}
      actions={
        <>
          <ImportDialogButton onImported={refreshMine} />
          <Button component={RouterLink} to="/seller/shop" variant="outlined">
            {t.editShop}
          </Button>
        </>
      }
    />
  );
}
