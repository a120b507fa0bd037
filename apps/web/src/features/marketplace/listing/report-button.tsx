import { marketplaceMessages, type PostReportTargetKind } from '@matchbazaar/contracts';
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import { DialogButton } from '../../../components/dialog-button';
import { lazyDialog } from '../../../components/lazy-section';

// The dialog (its form, radio group and text box) loads when a signed-in reader reaches for the
// button, not with every post's page.
const ReportDialog = lazyDialog(() => import('./report-dialog').then((m) => m.ReportDialog));

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
  return (
    <DialogButton
      dialog={ReportDialog}
      dialogProps={{ targetKind, targetId }}
      color="inherit"
      startIcon={<FlagOutlinedIcon />}
      sx={{ justifySelf: 'start' }}
    >
      {marketplaceMessages.report}
    </DialogButton>
  );
}
