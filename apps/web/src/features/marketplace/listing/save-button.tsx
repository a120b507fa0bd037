import BookmarkAddOutlinedIcon from '@mui/icons-material/BookmarkAddOutlined';
import BookmarkAddedIcon from '@mui/icons-material/BookmarkAdded';
import { marketplaceMessages } from '@matchbazaar/contracts';
import Button from '@mui/material/Button';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useSession } from '../../../lib/session/use-session';
import { catalogueKeys, setSaved } from '../api/catalogue-api';
import { useSignInPath } from '../../../components/guards/use-sign-in-path';

const t = marketplaceMessages;

/** Save or unsave a listing; signed out, a link to sign in that comes back here. */
export function SaveButton({ listingId, saved }: { listingId: string; saved: boolean }) {
  const { status, user } = useSession();
  const signInPath = useSignInPath();
  const queryClient = useQueryClient();
  const [isSaved, setIsSaved] = useState(saved);
  const toggle = useMutation({
    mutationFn: (next: boolean) => setSaved(listingId, next),
    onMutate: (next) => setIsSaved(next),
    onError: (_error, next) => setIsSaved(!next),
    onSettled: () => {
      if (user) void queryClient.invalidateQueries({ queryKey: catalogueKeys.saved(user.id) });
    },
  });
  if (status !== 'signedIn')
    return (
      <Button
        component={RouterLink}
        to={signInPath}
        variant="outlined"
        startIcon={<BookmarkAddOutlinedIcon />}
      >
        {t.saveSignIn}
      </Button>
    );
  return (
    <Button
      variant={isSaved ? 'contained' : 'outlined'}
      aria-pressed={isSaved}
      startIcon={isSaved ? <BookmarkAddedIcon /> : <BookmarkAddOutlinedIcon />}
      onClick={() => toggle.mutate(!isSaved)}
    >
      {isSaved ? t.saved : t.save}
    </Button>
  );
}
