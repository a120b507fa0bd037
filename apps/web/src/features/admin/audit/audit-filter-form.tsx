import { auditActions, auditLogMessages, auditTargetKinds } from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { actionLabel } from './audit-labels';
import { filtersOf, noFilters, type FilterField, type FilterValues } from './audit-filters';

const t = auditLogMessages;

/**
 * The audit log's filters. Applied ones live in the address (the page keys this form by them, so
 * filters applied from elsewhere show here); what is typed is checked by the API's schema on Apply,
 * and the first field to fix gets the focus.
 */
export function AuditFilterForm({
  applied,
  onApply,
}: {
  applied: FilterValues;
  onApply: (values: FilterValues) => void;
}) {
  const formId = useId();
  const [values, setValues] = useState<FilterValues>(applied);
  const [errors, setErrors] = useState<Partial<FilterValues>>(
    () => filtersOf(applied).errors ?? {},
  );

  const set = (field: FilterField) => (event: { target: { value: string } }) => {
    setValues((now) => ({ ...now, [field]: event.target.value }));
    setErrors((now) => ({ ...now, [field]: undefined }));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = filtersOf(values);
    if (checked.errors) {
      setErrors(checked.errors);
      const first = Object.keys(checked.errors)[0];
      if (first) document.getElementById(`${formId}-${first}`)?.focus();
      return;
    }
    onApply(values);
  };
  /** A select whose empty choice ('Any ...') shows as itself. */
  const anyShown = { select: { displayEmpty: true }, inputLabel: { shrink: true } };
  const field = (name: FilterField) => ({
    id: `${formId}-${name}`,
    value: values[name],
    onChange: set(name),
    error: errors[name] !== undefined,
    helperText: errors[name],
    size: 'small' as const,
    fullWidth: true,
  });

  return (
    <Paper
      component="form"
      variant="outlined"
      aria-label={t.filtersLabel}
      onSubmit={submit}
      noValidate
      sx={{ borderRadius: 3, p: { xs: 2, sm: 2.5 }, mb: 3 }}
    >
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(4, minmax(0, 1fr))',
          },
        }}
      >
        <TextField label={t.actorLabel} {...field('actor')} />
        <TextField select label={t.actionLabel} {...field('action')} slotProps={anyShown}>
          <MenuItem value="">{t.anyAction}</MenuItem>
          {auditActions.map((action) => (
            <MenuItem key={action} value={action}>
              {actionLabel(action)}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label={t.targetKindLabel} {...field('targetKind')} slotProps={anyShown}>
          <MenuItem value="">{t.anyTarget}</MenuItem>
          {auditTargetKinds.map((kind) => (
            <MenuItem key={kind} value={kind}>
              {t.targetKinds[kind]}
            </MenuItem>
          ))}
        </TextField>
        <TextField label={t.targetIdLabel} {...field('targetId')} />
        <TextField
          type="date"
          label={t.fromLabel}
          {...field('from')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="date"
          label={t.toLabel}
          {...field('to')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1,
            alignItems: 'flex-start',
            gridColumn: { sm: 'span 2' },
            justifyContent: { xs: 'flex-start', sm: 'flex-end' },
          }}
        >
          <Button type="submit" variant="contained">
            {t.apply}
          </Button>
          <Button
            type="button"
            onClick={() => {
              setValues(noFilters);
              setErrors({});
              onApply(noFilters);
            }}
          >
            {t.clear}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
