import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { apiErrorMessage } from '@matchbazaar/api-client';
import { accountDataMessages } from '@matchbazaar/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { LoadState } from '../../components/load-state';
import { StatusAlert, type Status } from '../../components/status-alert';
import type { RouteTitleHandle } from '../../components/guards/page-title';
import { AccountPage, AccountSection } from './account-page';
import { fetchDataExport, type DataExportFile } from './api/account';

const t = accountDataMessages;

export const handle: RouteTitleHandle = { title: t.downloadTitle };

/** Hands the browser the file to save, under its name. */
function save(file: DataExportFile): void {
  const url = URL.createObjectURL(new Blob([file.text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file over.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * /account/data-export/:token (docs/product/accounts.md, "Download my data"): the page the export
 * mail links to. No sign-in: the link's token is the key. It reads the file at once, so a dead
 * link says so (not valid, or expired) before anyone clicks; a live one offers the download.
 */
export function DataExportPage() {
  const { token = '' } = useParams();
  const file = useQuery({
    queryKey: ['data-export', token],
    queryFn: ({ signal }) => fetchDataExport(token, signal),
    retry: false,
    staleTime: Infinity,
    // The account's data: not kept once the page is left.
    gcTime: 0,
  });
  const [status, setStatus] = useState<Status | null>(null);

  return (
    <AccountPage title={t.downloadTitle}>
      <AccountSection id="data-export" title={t.heading}>
        {file.isPending && <LoadState label={t.downloading} />}
        {file.isError && (
          <StatusAlert
            status={{
              severity: 'error',
              text: apiErrorMessage(file.error) || t.downloadFailed,
            }}
            action={
              <Button component={RouterLink} to="/settings" color="inherit" size="small">
                {t.goToSettings}
              </Button>
            }
          />
        )}
        {file.isSuccess && (
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Typography>{t.downloadIntro}</Typography>
            <StatusAlert status={status} sx={{ alignSelf: 'stretch' }} />
            <Button
              variant="contained"
              startIcon={<DownloadOutlinedIcon />}
              onClick={() => {
                save(file.data);
                setStatus({ severity: 'success', text: t.downloaded });
              }}
            >
              {t.downloadButton}
            </Button>
          </Stack>
        )}
      </AccountSection>
    </AccountPage>
  );
}
