import { apiErrorMessage, fieldErrorsOf } from '@matchbazaar/api-client';
import {
  ordersMessages,
  payoutMethodKinds,
  type AddPayoutMethodInput,
  type PayoutMethod,
  type PayoutMethodKind,
} from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { FormDialog } from '../../components/forms/form-dialog';
import { usePayoutMethodStep } from './api/payout-methods-api';

const t = ordersMessages.page;

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

/** "Add payout method": a bank account (Indian or US, its number typed twice) or a UPI ID. */
export function AddPayoutMethodDialog({
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
