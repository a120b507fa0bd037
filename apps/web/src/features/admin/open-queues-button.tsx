import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { adminDashboardMessages } from '@matchbazaar/contracts';
import { useQueueBoardPass } from './api/launch-status';

const t = adminDashboardMessages;

/**
 * Bull Board is the BFF's own page, opened by the browser without our bearer token: first ask
 * for the admin's pass (a cookie for its path), then go there.
 */
export function OpenQueuesButton() {
  const pass = useQueueBoardPass();
  // Still busy once the pass is there: the browser is on its way to the dashboard.
  const busy = pass.isPending || pass.isSuccess;

  const open = () =>
    pass.mutate(undefined, { onSuccess: () => window.location.assign('/admin/queues') });

  return (
    <>
      <Button variant="outlined" onClick={open} disabled={busy} sx={{ mt: 1.5 }}>
        {busy ? t.openingQueues : t.openQueues}
      </Button>
      {pass.isError && (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {t.queuesFailed}
        </Alert>
      )}
    </>
  );
}
