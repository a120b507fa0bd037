import { marketplaceMessages, type PostReportTargetKind } from '@matchbazaar/contracts';
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useSession } from '../../../lib/session/use-session';

const t = marketplaceMessages;

// The dialog (its form, radio group and text box) loads when a signed-in reader reaches for the
// button, not with every post's page.
const loadDialog = () => import('./report-dialog');
const ReportDialog = lazy(() => loadDialog().then((m) => ({ default: m.ReportDialog })));

/**
 * The Report button of a post's page: signed in, it opens the report dialog; signed out, it leads
 * to sign-in and back.
 */
export function ReportButton({
  targetKind,
  targetId,
}: {
  targetKind: PostReportTargetKind;
  targetId: string;
}) {
  const { status } = useSession();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so that closing animates.
  const [opened, setOpened] = useState(false);
  if (status !== 'signedIn')
    return (
      <Button
        color="inherit"
        startIcon={<FlagOutlinedIcon />}
        component={RouterLink}
        to={`/auth/login?returnUrl=${encodeURIComponent(location.pathname)}`}
        sx={{ justifySelf: 'start' }}
      >
        {t.report}
      </Button>
    );
  return (
    <>
      <Button
        color="inherit"
        startIcon={<FlagOutlinedIcon />}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        sx={{ justifySelf: 'start' }}
      >
        {t.report}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <ReportDialog
            open={open}
            onClose={() => setOpen(false)}
            targetKind={targetKind}
            targetId={targetId}
          />
        </Suspense>
      )}
    </>
  );
}
