import { moderationMessages, moderationRequestSchema } from '@matchbazaar/contracts';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useRef, useState } from 'react';
import { FormDialog } from '../../../components/forms/form-dialog';

const t = moderationMessages;
type Template = keyof typeof t.reasonTemplates;
const templates = Object.keys(t.reasonTemplates) as Template[];
const first = templates[0]!;

/**
 * Asks for the reason a rejected post's author reads: a common reason's text to start from (or
 * 'Other', empty), edited to fit. One reason for one post or for every selected one.
 */
export function RejectDialog({
  titles,
  onClose,
  onReject,
}: {
  /** The posts to reject; the dialog is open while there are any. */
  titles: readonly string[];
  onClose: () => void;
  onReject: (reason: string) => void;
}) {
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const [template, setTemplate] = useState<Template>(first);
  const [reason, setReason] = useState<string>(t.reasonTemplates[first].text);
  const [error, setError] = useState<string | null>(null);
  const many = titles.length > 1;

  const choose = (next: Template) => {
    setTemplate(next);
    setReason(t.reasonTemplates[next].text);
    setError(null);
    if (next === 'other') setTimeout(() => reasonRef.current?.focus());
  };
  const reset = () => choose(first);
  const submit = () => {
    const checked = moderationRequestSchema.safeParse({ action: 'reject', reason });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? null);
      reasonRef.current?.focus();
      return;
    }
    onReject(checked.data.reason ?? reason);
  };

  return (
    <FormDialog
      open={titles.length > 0}
      title={many ? t.rejectManyTitle(titles.length) : t.rejectTitle}
      intro={many ? t.rejectManyText : t.rejectText(titles[0] ?? '')}
      submitLabel={many ? t.confirmRejectMany(titles.length) : t.confirmReject}
      cancelLabel={t.cancel}
      danger
      pending={false}
      error={null}
      onClose={onClose}
      onClosed={reset}
      onSubmit={submit}
    >
      <TextField
        select
        label={t.templateLabel}
        value={template}
        onChange={(event) => choose(event.target.value as Template)}
      >
        {templates.map((key) => (
          <MenuItem key={key} value={key}>
            {t.reasonTemplates[key].label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={t.reasonLabel}
        multiline
        minRows={3}
        value={reason}
        onChange={(event) => {
          setReason(event.target.value);
          setError(null);
        }}
        inputRef={reasonRef}
        error={error !== null}
        helperText={error ?? t.reasonHelp}
        slotProps={{ htmlInput: { maxLength: 500 } }}
        required
      />
    </FormDialog>
  );
}
