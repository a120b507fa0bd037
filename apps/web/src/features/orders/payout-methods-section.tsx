import AccountBalanceOutlinedIcon from '@mui/icons-material/AccountBalanceOutlined';
import AddIcon from '@mui/icons-material/Add';
import { apiErrorMessage, fieldErrorsOf } from '@matchbazaar/api-client';
import {
  ordersMessages,
  payoutMethodKinds,
  type AddPayoutMethodInput,
  type PayoutMethod,
  type PayoutMethodKind,
} from '@matchbazaar/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { dateTimeText } from '../../components/date-time';
import { FormDialog } from '../../components/forms/form-dialog';
import { LoadState } from '../../components/load-state';
import {
  payoutMethodsQuery,
  usePayoutMethodStep,
  useRemovePayoutMethod,
} from './api/payout-methods-api';

const t = ordersMessages.page;

const stateTone = {
  added: 'default',
  verifying: 'warning',
  verified: 'success',
  failed: 'error',
} as const;

/**
 * "Payout methods" on /dashboard/transactions (docs/product/payouts.md): the seller's bank
 * accounts and UPI IDs (last 4 only), each with its state and what to do next (confirm the
 * deposits, make it the default, remove it), the hold after a change, and "Add payout method".
 */
export function PayoutMethodsSection({
  userId,
  accountName,
}: {
  userId: string;
  accountName: string;
}) {
  const headingId = useId();
  const methods = useQuery({ ...payoutMethodsQuery(userId), enabled: userId !== '' });
  const [adding, setAdding] = useState(false);
  const [verifying, setVerifying] = useState<PayoutMethod | null>(null);
  const [removing, setRemoving] = useState<PayoutMethod | null>(null);
  const step = usePayoutMethodStep(userId);

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      data-testid="payout-methods"
      sx={{ borderRadius: 3, p: { xs: 2, sm: 3 }, mb: 3 }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1.5,
          mb: 1,
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <AccountBalanceOutlinedIcon color="primary" aria-hidden="true" />
          <Typography id={headingId} component="h2" sx={{ fontWeight: 800 }}>
            {t.methodsTitle}
          </Typography>
        </Box>
        <Button
          variant="outlined"
          startIcon={<AddIcon aria-hidden="true" />}
          onClick={() => setAdding(true)}
          sx={{ minHeight: 40 }}
        >
          {t.addMethod}
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2, maxWidth: 640 }}>
        {t.methodsIntro}
      </Typography>
      {methods.isPending || methods.isError ? (
        <LoadState
          label={t.methodsLoading}
          failed={methods.isError ? t.methodsFailed : undefined}
          retry={() => void methods.refetch()}
          retryLabel={t.retry}
        />
      ) : (
        <>
          {methods.data.heldUntil && (
            <Alert severity="warning" sx={{ mb: 2 }} data-testid="payouts-held">
              {t.heldUntil(dateTimeText(methods.data.heldUntil))}
            </Alert>
          )}
          {step.isError && (
            <Alert severity="error" role="alert" onClose={() => step.reset()} sx={{ mb: 2 }}>
              {apiErrorMessage(step.error)}
            </Alert>
          )}
          {methods.data.methods.length === 0 ? (
            <Box sx={{ textAlign: 'center', py: 3 }}>
              <Typography component="h3" sx={{ fontWeight: 700 }}>
                {t.methodsEmpty}
              </Typography>
              <Typography color="text.secondary" sx={{ mt: 0.5, maxWidth: 460, mx: 'auto' }}>
                {t.methodsEmptyHint}
              </Typography>
            </Box>
          ) : (
            <Box component="ul" aria-label={t.methodsTitle} sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {methods.data.methods.map((method) => (
                <MethodRow
                  key={method.id}
                  method={method}
                  busy={step.isPending}
                  onVerify={() =>
                    method.state === 'added'
                      ? step.mutate({ step: 'resend', id: method.id })
                      : setVerifying(method)
                  }
                  onDefault={() => step.mutate({ step: 'default', id: method.id })}
                  onRemove={() => setRemoving(method)}
                />
              ))}
            </Box>
          )}
        </>
      )}
      {adding && (
        <AddMethodDialog
          userId={userId}
          accountName={accountName}
          onClose={() => setAdding(false)}
          onAdded={(method) => {
            setAdding(false);
            if (method.state === 'verifying') setVerifying(method);
          }}
        />
      )}
      {verifying && (
        <VerifyDialog userId={userId} method={verifying} onClose={() => setVerifying(null)} />
      )}
      {removing && (
        <RemoveDialog userId={userId} method={removing} onClose={() => setRemoving(null)} />
      )}
    </Paper>
  );
}

function MethodRow({
  method,
  busy,
  onVerify,
  onDefault,
  onRemove,
}: {
  method: PayoutMethod;
  busy: boolean;
  onVerify: () => void;
  onDefault: () => void;
  onRemove: () => void;
}) {
  return (
    <Box
      component="li"
      data-testid="payout-method"
      sx={{
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1.5,
      }}
    >
      <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {method.label}{' '}
          <Typography component="span" variant="body2" color="text.secondary">
            · {t.methodKinds[method.kind]}
          </Typography>
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {t.holder(method.holderName)}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Chip
          size="small"
          color={stateTone[method.state]}
          variant={method.state === 'verified' ? 'filled' : 'outlined'}
          label={t.methodStates[method.state]}
        />
        {method.isDefault && (
          <Chip size="small" color="primary" variant="outlined" label={t.defaultMethod} />
        )}
        {(method.state === 'verifying' || method.state === 'added') && (
          <Button size="small" variant="contained" disabled={busy} onClick={onVerify}>
            {method.state === 'added' ? t.retryVerification : t.verify}
          </Button>
        )}
        {method.state === 'verified' && !method.isDefault && (
          <Button size="small" variant="outlined" disabled={busy} onClick={onDefault}>
            {t.makeDefault}
          </Button>
        )}
        <Button size="small" color="error" disabled={busy} onClick={onRemove}>
          {t.removeMethod}
        </Button>
      </Box>
    </Box>
  );
}

type Fields = {
  kind: PayoutMethodKind;
  holderName: string;
  accountNumber: string;
  accountNumberAgain: string;
  ifsc: string;
  routingNumber: string;
  accountType: 'checking' | 'savings';
  upiId: string;
};

function bodyOf(fields: Fields): AddPayoutMethodInput {
  const { kind, holderName } = fields;
  if (kind === 'in_bank') {
    return { kind, holderName, accountNumber: fields.accountNumber, ifsc: fields.ifsc };
  }
  if (kind === 'us_bank') {
    return {
      kind,
      holderName,
      accountNumber: fields.accountNumber,
      routingNumber: fields.routingNumber,
      accountType: fields.accountType,
    };
  }
  return { kind, holderName, upiId: fields.upiId };
}

function AddMethodDialog({
  userId,
  accountName,
  onClose,
  onAdded,
}: {
  userId: string;
  accountName: string;
  onClose: () => void;
  onAdded: (method: PayoutMethod) => void;
}) {
  const [fields, setFields] = useState<Fields>({
    kind: 'in_bank',
    holderName: accountName,
    accountNumber: '',
    accountNumberAgain: '',
    ifsc: '',
    routingNumber: '',
    accountType: 'checking',
    upiId: '',
  });
  const [mismatch, setMismatch] = useState(false);
  const add = usePayoutMethodStep(userId);
  const errors = add.error ? fieldErrorsOf(add.error) : {};
  const bank = fields.kind !== 'upi';
  const set = (key: keyof Fields) => (event: { target: { value: string } }) => {
    setFields((now) => ({ ...now, [key]: event.target.value }));
    if (key === 'accountNumberAgain' || key === 'accountNumber') setMismatch(false);
  };
  const field = (
    key: keyof Fields,
    label: string,
    extra: { help?: string; inputMode?: 'numeric' } = {},
  ) => (
    <TextField
      id={`payout-method-${key}`}
      label={label}
      value={fields[key]}
      onChange={set(key)}
      inputMode={extra.inputMode}
      autoComplete="off"
      error={Boolean(errors[key])}
      helperText={errors[key] ?? extra.help}
      fullWidth
    />
  );

  const submit = () => {
    if (
      bank &&
      fields.accountNumber.replace(/[\s-]/g, '') !== fields.accountNumberAgain.replace(/[\s-]/g, '')
    ) {
      setMismatch(true);
      return;
    }
    add.mutate(
      { step: 'add', body: bodyOf(fields) },
      { onSuccess: (answer) => onAdded(answer.data.method) },
    );
  };
  const generalError =
    add.error && Object.keys(errors).length === 0 ? apiErrorMessage(add.error) : null;

  return (
    <FormDialog
      title={t.addTitle}
      intro={t.addIntro(accountName)}
      submitLabel={t.addSubmit}
      cancelLabel={t.close}
      pending={add.isPending}
      error={generalError}
      onClose={onClose}
      onSubmit={submit}
    >
      <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
        <TextField
          select
          id="payout-method-kind"
          label={t.methodKindLabel}
          value={fields.kind}
          onChange={(event) => {
            setFields((now) => ({ ...now, kind: event.target.value as PayoutMethodKind }));
            add.reset();
          }}
        >
          {payoutMethodKinds.map((kind) => (
            <MenuItem key={kind} value={kind}>
              {t.methodKinds[kind]}
            </MenuItem>
          ))}
        </TextField>
        {field('holderName', t.holderNameLabel)}
        {fields.kind === 'in_bank' && field('ifsc', t.ifscLabel, { help: t.ifscHelp })}
        {fields.kind === 'us_bank' && (
          <>
            {field('routingNumber', t.routingNumberLabel, {
              help: t.routingNumberHelp,
              inputMode: 'numeric',
            })}
            <TextField
              select
              id="payout-method-accountType"
              label={t.accountTypeLabel}
              value={fields.accountType}
              onChange={set('accountType')}
            >
              <MenuItem value="checking">{t.accountTypes.checking}</MenuItem>
              <MenuItem value="savings">{t.accountTypes.savings}</MenuItem>
            </TextField>
          </>
        )}
        {bank && (
          <>
            {field('accountNumber', t.accountNumberLabel, { inputMode: 'numeric' })}
            <TextField
              id="payout-method-accountNumberAgain"
              label={t.confirmAccountNumberLabel}
              value={fields.accountNumberAgain}
              onChange={set('accountNumberAgain')}
              inputMode="numeric"
              autoComplete="off"
              error={mismatch}
              helperText={mismatch ? t.accountNumbersDiffer : undefined}
              fullWidth
            />
          </>
        )}
        {fields.kind === 'upi' && field('upiId', t.upiIdLabel, { help: t.upiIdHelp })}
      </Box>
    </FormDialog>
  );
}

function VerifyDialog({
  userId,
  method,
  onClose,
}: {
  userId: string;
  method: PayoutMethod;
  onClose: () => void;
}) {
  const [amounts, setAmounts] = useState(['', '']);
  const [invalid, setInvalid] = useState(false);
  const confirm = usePayoutMethodStep(userId);
  const serverError = confirm.error
    ? (fieldErrorsOf(confirm.error).amountsMinor ?? apiErrorMessage(confirm.error))
    : null;
  const submit = () => {
    const parsed = amounts.map((value) => Number(value.trim()));
    if (parsed.some((n, i) => !/^\d{1,2}$/.test(amounts[i]!.trim()) || n < 1 || n > 99)) {
      setInvalid(true);
      return;
    }
    confirm.mutate(
      { step: 'confirm', id: method.id, amountsMinor: [parsed[0]!, parsed[1]!] },
      { onSuccess: onClose },
    );
  };
  return (
    <FormDialog
      title={t.verifyTitle(method.label)}
      intro={t.verifyIntro}
      submitLabel={t.verifySubmit}
      cancelLabel={t.close}
      maxWidth="xs"
      pending={confirm.isPending}
      error={invalid ? t.depositInvalid : serverError}
      onClose={onClose}
      onSubmit={submit}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr', pt: 1 }}>
        {[0, 1].map((i) => (
          <TextField
            key={i}
            id={`payout-deposit-${i + 1}`}
            label={t.depositLabel(i + 1)}
            inputMode="numeric"
            autoFocus={i === 0}
            value={amounts[i]}
            onChange={(event) => {
              setAmounts((now) => now.map((v, j) => (j === i ? event.target.value : v)));
              setInvalid(false);
            }}
          />
        ))}
      </Box>
    </FormDialog>
  );
}

function RemoveDialog({
  userId,
  method,
  onClose,
}: {
  userId: string;
  method: PayoutMethod;
  onClose: () => void;
}) {
  const remove = useRemovePayoutMethod(userId);
  return (
    <FormDialog
      title={t.removeTitle(method.label)}
      intro={t.removeIntro}
      submitLabel={t.removeMethod}
      cancelLabel={t.close}
      danger
      maxWidth="xs"
      pending={remove.isPending}
      error={remove.error ? apiErrorMessage(remove.error) : null}
      onClose={onClose}
      onSubmit={() => remove.mutate(method.id, { onSuccess: onClose })}
    />
  );
}
