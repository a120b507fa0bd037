import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { adminDashboardMessages } from '@matchbazaar/contracts';
import { useState } from 'react';
import { getQueueBoardPass } from './api/launch-status';

const t = adminDashboardMessages;

/**
 * Bull Board is the BFF's own page, opened by the browser without our bearer token: first ask
 * for the admin's pass (a cookie for its path), then go there.
 */
export function OpenQueuesButton() {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const open = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await getQueueBoardPass();
      window.location.assign('/admin/queues');
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="outlined" onClick={() => void open()} disabled={busy} sx={{ mt: 1.5 }}>
        {busy ? t.openingQueues : t.openQueues}
      </Button>
      {failed && (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {t.queuesFailed}
        </Alert>
      )}
    </>
  );
}
