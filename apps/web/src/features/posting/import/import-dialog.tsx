import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  listingImportAnswerSchema,
  listingImportLimits,
  listingImportMessages,
  type ListingImportReport,
} from '@matchbazaar/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { api } from '../../../lib/session/api';
import { importTemplateCsv } from './import-template';

const t = listingImportMessages;
const SHOWN_ERRORS = 100;

/** POST /api/v1/listings/import with the file; the report, or the server's reason. */
async function sendImport(file: File, dryRun: boolean): Promise<ListingImportReport> {
  const form = new FormData();
  form.append(listingImportLimits.field, file, file.name);
  return api.call(
    {
      method: 'POST',
      path: `/api/v1/listings/import?dryRun=${dryRun}`,
      body: form,
      timeoutMs: 120_000,
    },
    (body) => {
      const parsed = listingImportAnswerSchema.safeParse(body);
      return parsed.success ? parsed.data.data.report : null;
    },
  );
}

/**
 * My Listings' CSV import: a template to start from, a file, "Check" (a dry run) and "Import",
 * then the report with each row to fix. `onImported` refreshes the list.
 */
export function ImportDialogButton({ onImported }: { onImported: () => void }) {
  const titleId = useId();
  const inputId = useId();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const template = useMemo(
    () => (open ? URL.createObjectURL(new Blob([importTemplateCsv()], { type: 'text/csv' })) : ''),
    [open],
  );
  const run = useMutation({
    mutationFn: ({ dryRun }: { dryRun: boolean }) => sendImport(file!, dryRun),
    onSuccess: (report) => {
      if (!report.dryRun) onImported();
    },
  });
  const report = run.data;
  const close = () => {
    setOpen(false);
    setFile(null);
    run.reset();
  };
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<UploadFileIcon aria-hidden="true" />}
        onClick={() => setOpen(true)}
      >
        {t.open}
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="md">
        <DialogTitle id={titleId}>{t.title}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <Typography color="text.secondary">{t.intro}</Typography>
          <Link
            href={template}
            download="matchbazaar-listings.csv"
            sx={{ justifySelf: 'start', fontWeight: 600 }}
          >
            {t.template}
          </Link>
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
            <Button component="label" htmlFor={inputId} variant="outlined">
              {t.chooseFile}
            </Button>
            <input
              id={inputId}
              type="file"
              accept=".csv,text/csv"
              aria-label={t.fileLabel}
              hidden
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                run.reset();
              }}
            />
            <Typography color={file ? 'text.primary' : 'text.secondary'}>
              {file?.name ?? t.noFile}
            </Typography>
          </Box>
          {run.isError && (
            <Alert severity="error" role="alert">
              {run.error.message || t.failed}
            </Alert>
          )}
          {report && (
            <Box role="status" sx={{ display: 'grid', gap: 1.5 }}>
              <Alert severity={report.failed > 0 ? 'warning' : 'success'}>
                {t.summary(report)} {report.dryRun && t.checkedNote}
              </Alert>
              {report.errors.length > 0 && (
                <Box>
                  <Typography component="h3" sx={{ fontWeight: 700, mb: 1 }}>
                    {t.errorsTitle}
                  </Typography>
                  <Table size="small">
                    <TableHead>
                      <TableRow>
                        <TableCell>{t.rowColumn}</TableCell>
                        <TableCell>{t.skuColumn}</TableCell>
                        <TableCell>{t.problemColumn}</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {report.errors.slice(0, SHOWN_ERRORS).map((error) => (
                        <TableRow key={error.row}>
                          <TableCell>{error.row}</TableCell>
                          <TableCell>{error.sku ?? '—'}</TableCell>
                          <TableCell>
                            {error.errors.map((e) => `${e.path}: ${e.msg}`).join(' · ')}
                          </TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                  {report.errors.length > SHOWN_ERRORS && (
                    <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                      {t.moreErrors(report.errors.length - SHOWN_ERRORS)}
                    </Typography>
                  )}
                </Box>
              )}
            </Box>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t.close}</Button>
          <Button disabled={!file || run.isPending} onClick={() => run.mutate({ dryRun: true })}>
            {run.isPending ? t.working : t.check}
          </Button>
          <Button
            variant="contained"
            disabled={!file || run.isPending}
            onClick={() => run.mutate({ dryRun: false })}
          >
            {t.import}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
