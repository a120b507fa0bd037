import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { apiErrorMessage } from '@matchbazaar/api-client';
import { accountDataMessages } from '@matchbazaar/contracts';
import { useMutation } from '@tanstack/react-query';
import { StatusAlert } from '../../components/status-alert';
import { requestDataExport } from './api/account';

const t = accountDataMessages;

/**
 * "Download my data" (docs/product/accounts.md): asks the server to prepare the file, then says a
 * link is on its way by email (or why not: once an hour).
 */
export function DataExportRequest() {
  const request = useMutation({ mutationFn: requestDataExport });
  const status = request.isSuccess
    ? { severity: 'success' as const, text: request.data || t.exportRequested }
    : request.isError
      ? { severity: 'error' as const, text: apiErrorMessage(request.error) || t.exportFailed }
      : null;
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {t.exportHeading}
      </Typography>
      <Typography color="text.secondary">{t.exportIntro}</Typography>
      <StatusAlert status={status} sx={{ alignSelf: 'stretch' }} />
      {!request.isSuccess && (
        <Button
          variant="outlined"
          startIcon={<DownloadOutlinedIcon />}
          loading={request.isPending}
          onClick={() => request.mutate()}
        >
          {t.exportButton}
        </Button>
      )}
    </Stack>
  );
}
