import { apiErrorMessage, fieldErrorsOf } from '@matchbazaar/api-client';
import {
  addressCountries,
  addressRequestSchema,
  checkoutMessages,
  indianStates,
  usStates,
  type AddressCountry,
  type AddressRequestInput,
  type SavedAddress,
} from '@matchbazaar/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useAddressChange } from './addresses-api';

const t = checkoutMessages.addresses;
const f = t.fields;

type Fields = {
  country: AddressCountry;
  name: string;
  phone: string;
  line1: string;
  line2: string;
  city: string;
  state: string;
  postalCode: string;
  isDefault: boolean;
};

const emptyFields = (country: AddressCountry = 'IN'): Fields => ({
  country,
  name: '',
  phone: '',
  line1: '',
  line2: '',
  city: '',
  state: '',
  postalCode: '',
  isDefault: false,
});

const fieldsOf = (address: SavedAddress): Fields => ({
  country: address.country,
  name: address.name,
  phone: address.phone,
  line1: address.line1,
  line2: address.line2,
  city: address.city,
  state: address.state,
  postalCode: address.postalCode,
  isDefault: address.isDefault,
});

/**
 * A delivery address's fields (docs/product/orders.md, "Checkout"): India asks for the state or
 * union territory and the 6-digit PIN code, the US for the state and the ZIP code. Checked with
 * the contract's schema before it is sent, so the words are the server's.
 */
export function AddressForm({
  userId,
  address,
  idPrefix = 'address',
  onSaved,
  onCancel,
}: {
  userId: string;
  /** The address being edited; a new one otherwise. */
  address?: SavedAddress;
  idPrefix?: string;
  onSaved: (address: SavedAddress) => void;
  onCancel?: () => void;
}) {
  const [fields, setFields] = useState<Fields>(address ? fieldsOf(address) : emptyFields());
  const [checked, setChecked] = useState<Record<string, string>>({});
  const save = useAddressChange(userId);
  const errors = { ...(save.error ? fieldErrorsOf(save.error) : {}), ...checked };
  const generalError =
    save.error && Object.keys(fieldErrorsOf(save.error)).length === 0
      ? apiErrorMessage(save.error)
      : null;
  const india = fields.country === 'IN';

  const set = (key: keyof Fields, value: string | boolean) => {
    setFields((now) => ({
      ...now,
      [key]: value,
      // Another country's state means nothing here.
      ...(key === 'country' && { state: '', postalCode: '' }),
    }));
    setChecked((now) => {
      const { [key]: _gone, ...rest } = now;
      return rest;
    });
    save.reset();
  };
  const text = (
    key: 'name' | 'phone' | 'line1' | 'line2' | 'city' | 'postalCode',
    label: string,
    extra: { help?: string; autoComplete?: string; inputMode?: 'numeric' | 'tel' } = {},
  ) => (
    <TextField
      id={`${idPrefix}-${key}`}
      label={label}
      value={fields[key]}
      onChange={(event) => set(key, event.target.value)}
      autoComplete={extra.autoComplete}
      error={Boolean(errors[key])}
      helperText={errors[key] ?? extra.help}
      slotProps={{ htmlInput: { inputMode: extra.inputMode } }}
      fullWidth
      size="small"
    />
  );

  const submit = () => {
    const body: AddressRequestInput = { ...fields } as AddressRequestInput;
    const parsed = addressRequestSchema.safeParse(body);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const path = String(issue.path[0] ?? '');
        if (path && !(path in found)) found[path] = issue.message;
      }
      setChecked(found);
      return;
    }
    save.mutate(address ? { step: 'edit', id: address.id, body } : { step: 'add', body }, {
      onSuccess: onSaved,
    });
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!save.isPending) submit();
      }}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        pt: 1,
      }}
    >
      <TextField
        select
        id={`${idPrefix}-country`}
        label={f.country}
        value={fields.country}
        onChange={(event) => set('country', event.target.value)}
        size="small"
        fullWidth
      >
        {addressCountries.map((country) => (
          <MenuItem key={country} value={country}>
            {t.countries[country]}
          </MenuItem>
        ))}
      </TextField>
      {text('name', f.name, { autoComplete: 'name' })}
      <Box sx={{ gridColumn: '1 / -1' }}>
        {text('line1', f.line1, { help: f.line1Help, autoComplete: 'address-line1' })}
      </Box>
      <Box sx={{ gridColumn: '1 / -1' }}>
        {text('line2', f.line2, { help: f.line2Help, autoComplete: 'address-line2' })}
      </Box>
      {text('city', f.city, { autoComplete: 'address-level2' })}
      <TextField
        select
        id={`${idPrefix}-state`}
        label={india ? f.stateIN : f.stateUS}
        value={fields.state}
        onChange={(event) => set('state', event.target.value)}
        error={Boolean(errors.state)}
        helperText={errors.state}
        size="small"
        fullWidth
      >
        {india
          ? indianStates.map((state) => (
              <MenuItem key={state} value={state}>
                {state}
              </MenuItem>
            ))
          : Object.entries(usStates).map(([code, name]) => (
              <MenuItem key={code} value={code}>
                {name}
              </MenuItem>
            ))}
      </TextField>
      {text('postalCode', india ? f.postalCodeIN : f.postalCodeUS, {
        autoComplete: 'postal-code',
        inputMode: 'numeric',
      })}
      {text('phone', f.phone, { autoComplete: 'tel', inputMode: 'tel' })}
      <FormControlLabel
        sx={{ gridColumn: '1 / -1' }}
        control={
          <Checkbox
            checked={fields.isDefault || (address?.isDefault ?? false)}
            disabled={address?.isDefault ?? false}
            onChange={(event) => set('isDefault', event.target.checked)}
          />
        }
        label={f.isDefault}
      />
      {generalError && (
        <Alert severity="error" role="alert" sx={{ gridColumn: '1 / -1' }}>
          {generalError}
        </Alert>
      )}
      <Box sx={{ gridColumn: '1 / -1', display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        {onCancel && (
          <Button onClick={onCancel} disabled={save.isPending}>
            {t.cancel}
          </Button>
        )}
        <Button type="submit" variant="contained" loading={save.isPending}>
          {t.save}
        </Button>
      </Box>
    </Box>
  );
}
