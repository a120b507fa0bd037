import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { accountDataMessages } from '@matchbazaar/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { noticeState } from '../../components/navigation-notice-state';
import { useSession } from '../../lib/session/use-session';
import { AccountSection } from './account-page';
import { DataExportRequest } from './data-export-request';
import { DeleteAccountDialog } from './delete-account-dialog';

const t = accountDataMessages;

/**
 * Settings' "Your data" (docs/product/accounts.md): download a copy of the account's data, and
 * the danger zone that deletes the account. Once it is deleted, home says so and the browser
 * signs out.
 */
export function YourDataSection() {
  const session = useSession();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);

  const deleted = (message: string) => {
    // Leave the signed-in page first, so it never shows its signed-out face.
    void navigate('/', { replace: true, state: noticeState(message) });
    session.signOut();
  };

  return (
    <AccountSection id="settings-data" title={t.heading}>
      <DataExportRequest />
      <Divider sx={{ my: 3 }} />
      <Box
        component="section"
        aria-labelledby="settings-delete-title"
        sx={{ border: 1, borderColor: 'error.main', borderRadius: 2, p: { xs: 2, sm: 2.5 } }}
      >
        <Typography
          id="settings-delete-title"
          variant="subtitle1"
          component="h3"
          color="error"
          sx={{ fontWeight: 700 }}
        >
          {t.deleteHeading}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 2 }}>
          {t.deleteIntro}
        </Typography>
        <Button variant="contained" color="error" onClick={() => setDeleting(true)}>
          {t.deleteButton}
        </Button>
      </Box>
      <DeleteAccountDialog
        open={deleting}
        email={session.user?.email}
        onClose={() => setDeleting(false)}
        onDeleted={deleted}
      />
    </AccountSection>
  );
}
