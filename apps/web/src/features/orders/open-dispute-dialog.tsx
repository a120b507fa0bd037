import {
  disputeReasons,
  openDisputeRequestSchema,
  orderLimits,
  ordersMessages,
  type DisputeReason,
} from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { PhotoUploader } from '../../components/catalogue/photo-uploader';
import type { PhotoValue } from '../../components/catalogue/photo-value';
import { StepDialog, type StepDialogProps } from './step-dialog';

const m = ordersMessages;
const t = ordersMessages.page;

/** The buyer opens a dispute: what went wrong, in words, with photos. */
export function OpenDisputeDialog(props: StepDialogProps) {
  const { form } = props;
  const [reason, setReason] = useState<DisputeReason | ''>('');
  const [details, setDetails] = useState('');
  const [photos, setPhotos] = useState<PhotoValue[]>([]);
  const [uploading, setUploading] = useState(false);
  const [waitError, setWaitError] = useState<string | null>(null);
  const onBusy = useCallback((busy: boolean) => setUploading(busy), []);
  const f = form.fields;
  return (
    <StepDialog
      {...props}
      step="dispute"
      title={t.disputeTitle}
      intro={t.disputeIntro}
      danger
      error={form.error ?? waitError}
      onSubmit={() => {
        if (uploading) {
          setWaitError(t.uploadsRunning);
          return;
        }
        setWaitError(null);
        form.submit((b) => openDisputeRequestSchema.safeParse(b), {
          reason: reason || undefined,
          details,
          evidenceImageIds: photos.map((photo) => photo.id),
        });
      }}
    >
      <TextField
        id="dispute-reason"
        select
        required
        label={t.disputeReasonLabel}
        value={reason}
        onChange={(event) => setReason(event.target.value as DisputeReason)}
        error={f.reason !== undefined}
        helperText={f.reason}
      >
        {disputeReasons.map((value) => (
          <MenuItem key={value} value={value}>
            {m.disputeReasons[value]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        id="dispute-details"
        label={t.detailsLabel}
        required
        multiline
        minRows={3}
        value={details}
        onChange={(event) => setDetails(event.target.value)}
        error={f.details !== undefined}
        helperText={f.details ?? t.detailsHelp}
        slotProps={{ htmlInput: { maxLength: orderLimits.disputeDetails } }}
      />
      <Box>
        <Typography component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
          {t.evidenceLabel}
        </Typography>
        <PhotoUploader
          id="dispute-evidence"
          label={t.evidenceLabel}
          addLabel={t.addEvidence}
          photos={photos}
          setPhotos={(update) => setPhotos(update)}
          max={orderLimits.evidence}
          help={t.evidenceHelp}
          error={f.evidenceImageIds}
          onBusy={onBusy}
        />
      </Box>
    </StepDialog>
  );
}
