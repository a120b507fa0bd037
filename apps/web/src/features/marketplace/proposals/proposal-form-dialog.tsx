import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { apiErrorMessage, fieldErrorsOf } from '@matchbazaar/api-client';
import {
  proposalLimits,
  proposalRequestSchema,
  proposalsMessages,
  type Currency,
  type Proposal,
  type UploadedDocument,
} from '@matchbazaar/contracts';
import { useCallback, useId, useState, type FormEvent } from 'react';
import { useFormState } from '../../../components/forms/use-form-state';
import { CurrencySelect } from '../../../components/forms/currency-select';
import { PhotoUploader } from '../../../components/catalogue/photo-uploader';
import { photoValueOf, type PhotoValue } from '../../../components/catalogue/photo-value';
import { useSaveProposal } from '../api/proposal-mutations';
import {
  blankForm,
  fieldErrors,
  formOfProposal,
  liveTotal,
  requestOf,
} from './proposal-form-values';
import { DocumentPicker } from './proposal-documents';
import { moneyOf } from './proposal-text';

const t = proposalsMessages;

/**
 * Submit Proposal (or update one): unit price and currency, quantity, the total worked out as the
 * seller types, delivery days, valid until, a message, up to 5 photos and up to 3 PDFs (a quotation,
 * a spec sheet). The server works the total out again; its refusals land on the fields or above
 * the buttons.
 */
export function ProposalFormDialog({
  open,
  onClose,
  onSaved,
  requirement,
  proposal,
}: {
  open: boolean;
  onClose: () => void;
  onSaved: (proposal: Proposal) => void;
  requirement: { id: string; quantity: number; currency: Currency };
  /** The proposal being updated; none for a new one. */
  proposal?: Proposal | undefined;
}) {
  const titleId = useId();
  const phone = useMediaQuery('(max-width:599.95px)');
  const form = useFormState(proposal ? formOfProposal(proposal) : blankForm(requirement), {
    idPrefix: 'proposal',
  });
  const [photos, setPhotos] = useState<PhotoValue[]>(
    () => proposal?.attachments.map(photoValueOf) ?? [],
  );
  const [documents, setDocuments] = useState<UploadedDocument[]>(
    () => proposal?.documents.map(({ id, name, size }) => ({ id, name, size })) ?? [],
  );
  // Photos and documents upload on their own; either one busy holds the send.
  const [uploading, setUploading] = useState({ photos: false, documents: false });
  const onPhotosBusy = useCallback(
    (busy: boolean) => setUploading((now) => ({ ...now, photos: busy })),
    [],
  );
  const onDocumentsBusy = useCallback(
    (busy: boolean) => setUploading((now) => ({ ...now, documents: busy })),
    [],
  );
  const anyUploading = uploading.photos || uploading.documents;
  const { values, errors, status } = form;
  const save = useSaveProposal();
  const busy = save.isPending;
  const total = liveTotal(values);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || anyUploading) return;
    form.setStatus(null);
    const body = requestOf(
      values,
      photos.map((photo) => photo.id),
      documents.map((document) => document.id),
    );
    const checked = proposalRequestSchema.safeParse(body);
    if (!checked.success) {
      form.showErrors(
        fieldErrors(
          Object.fromEntries(
            checked.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
          ),
        ),
      );
      return;
    }
    save.mutate(
      { requirementId: requirement.id, proposalId: proposal?.id, body: checked.data },
      {
        onSuccess: onSaved,
        onError: (error) => {
          const found = fieldErrors(fieldErrorsOf(error));
          if (Object.keys(found).length > 0) form.showErrors(found);
          form.setStatus({ severity: 'error', text: apiErrorMessage(error) });
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
    >
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{proposal ? t.editTitle : t.formTitle}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <Typography color="text.secondary">{t.formIntro}</Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' },
            }}
          >
            <TextField
              label={t.unitPriceLabel}
              inputMode="decimal"
              required
              autoFocus
              {...form.field('unitPrice')}
            />
            <CurrencySelect
              id="proposal-currency"
              label={t.currencyLabel}
              value={values.currency}
              onChange={(currency) => form.set('currency', currency)}
              error={errors.currency}
            />
            <TextField
              label={t.quantityLabel}
              inputMode="numeric"
              required
              {...form.field('quantity')}
            />
            <Box aria-live="polite">
              <Typography variant="caption" color="text.secondary" component="p">
                {t.totalLabel}
              </Typography>
              <Typography
                sx={{ fontWeight: 800, fontSize: '1.25rem' }}
                data-testid="proposal-total"
              >
                {total === undefined ? '—' : moneyOf(total, values.currency)}
              </Typography>
            </Box>
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: -1 }}>
            {t.totalHint}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField
              label={t.deliveryDaysLabel}
              inputMode="numeric"
              required
              {...form.field('deliveryDays')}
            />
            <TextField
              label={t.validUntilLabel}
              type="date"
              required
              slotProps={{ inputLabel: { shrink: true } }}
              {...form.field('validUntil')}
            />
          </Box>
          <TextField
            label={t.messageLabel}
            multiline
            minRows={3}
            maxRows={8}
            required
            slotProps={{ htmlInput: { maxLength: proposalLimits.message } }}
            {...form.field('message')}
          />
          <PhotoUploader
            id="proposal-photos"
            label={t.attachmentsLabel}
            photos={photos}
            setPhotos={setPhotos}
            max={proposalLimits.attachments}
            help={t.attachmentsLabel}
            error={errors.attachments}
            onBusy={onPhotosBusy}
          />
          <DocumentPicker
            requirementId={requirement.id}
            documents={documents}
            setDocuments={setDocuments}
            error={errors.documents}
            onBusy={onDocumentsBusy}
          />
          {status && <Alert severity={status.severity}>{status.text}</Alert>}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={busy}>
            {t.cancel}
          </Button>
          <Button type="submit" variant="contained" loading={busy} disabled={anyUploading}>
            {proposal ? t.saveChanges : t.send}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
