import { checkoutMessages, type SavedAddress } from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { AddressForm } from '../../components/addresses/address-form';
import { AddressLines } from '../../components/addresses/address-lines';
import { ChoiceCard } from './choice-card';

const t = checkoutMessages.checkout;

/**
 * The checkout's first step: one of the buyer's saved addresses, or a new one added here (the form
 * shows at once when the book is empty); a saved address is chosen.
 */
export function CheckoutAddressStep({
  userId,
  addresses,
  max,
  chosenId,
  showForm,
  onChoose,
  onAdding,
}: {
  userId: string;
  addresses: readonly SavedAddress[];
  /** How many addresses the book may hold. */
  max: number;
  chosenId: string | null;
  showForm: boolean;
  onChoose: (addressId: string) => void;
  onAdding: (adding: boolean) => void;
}) {
  return (
    <Box component="section" aria-label={t.chooseAddress} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography component="h3" sx={{ fontWeight: 700 }}>
        {t.chooseAddress}
      </Typography>
      {addresses.length > 0 && (
        <RadioGroup
          aria-label={t.chooseAddress}
          value={chosenId ?? ''}
          onChange={(event) => onChoose(event.target.value)}
          sx={{ display: 'grid', gap: 1 }}
        >
          {addresses.map((a) => (
            <ChoiceCard key={a.id} value={a.id} selected={a.id === chosenId}>
              <AddressLines address={a} />
            </ChoiceCard>
          ))}
        </RadioGroup>
      )}
      {showForm ? (
        <Paper variant="outlined" sx={{ p: 2, borderRadius: 2 }}>
          <Typography sx={{ fontWeight: 700, mb: 1 }}>
            {addresses.length === 0 ? t.noAddresses : t.addAddress}
          </Typography>
          <AddressForm
            userId={userId}
            idPrefix="checkout-address"
            onSaved={(saved) => {
              onAdding(false);
              onChoose(saved.id);
            }}
            onCancel={addresses.length > 0 ? () => onAdding(false) : undefined}
          />
        </Paper>
      ) : (
        <Button
          onClick={() => onAdding(true)}
          sx={{ justifySelf: 'start' }}
          disabled={addresses.length >= max}
        >
          {t.addAddress}
        </Button>
      )}
    </Box>
  );
}
