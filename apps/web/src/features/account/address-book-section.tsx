import AddIcon from '@mui/icons-material/Add';
import { apiErrorMessage } from '@matchbazaar/api-client';
import { checkoutMessages, type SavedAddress } from '@matchbazaar/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { AddressForm } from '../../components/addresses/address-form';
import { AddressLines } from '../../components/addresses/address-lines';
import {
  addressesQuery,
  useAddressChange,
  useRemoveAddress,
} from '../../components/addresses/addresses-api';
import { FormDialog } from '../../components/forms/form-dialog';
import { LoadState } from '../../components/load-state';

const t = checkoutMessages.addresses;

/**
 * Settings' "Delivery addresses" (docs/product/orders.md, "Checkout"): the saved addresses, the
 * default first, each to edit, make the default or remove; and "Add address".
 */
export function AddressBookSection({ userId }: { userId: string }) {
  const book = useQuery({ ...addressesQuery(userId), enabled: userId !== '' });
  const [editing, setEditing] = useState<SavedAddress | 'new' | null>(null);
  const [removing, setRemoving] = useState<SavedAddress | null>(null);
  const change = useAddressChange(userId);
  const remove = useRemoveAddress(userId);
  const titleId = useId();

  if (!book.data) {
    return (
      <LoadState
        label={t.title}
        failed={book.isError ? apiErrorMessage(book.error) : undefined}
        retry={() => void book.refetch()}
        retryLabel={t.title}
      />
    );
  }
  const { addresses, max } = book.data;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography color="text.secondary">{t.intro}</Typography>
      {addresses.length === 0 && <Typography>{t.empty}</Typography>}
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {addresses.map((address) => (
          <Paper
            component="li"
            variant="outlined"
            key={address.id}
            data-testid="saved-address"
            sx={{ p: 2, borderRadius: 2, display: 'grid', gap: 1, alignContent: 'space-between' }}
          >
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <AddressLines address={address} />
              </Box>
              {address.isDefault && <Chip size="small" color="primary" label={t.defaultChip} />}
            </Box>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
              <Button size="small" onClick={() => setEditing(address)}>
                {t.edit}
              </Button>
              {!address.isDefault && (
                <Button
                  size="small"
                  disabled={change.isPending}
                  onClick={() => change.mutate({ step: 'default', id: address.id })}
                >
                  {t.makeDefault}
                </Button>
              )}
              <Button size="small" color="error" onClick={() => setRemoving(address)}>
                {t.remove}
              </Button>
            </Box>
          </Paper>
        ))}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          startIcon={<AddIcon aria-hidden="true" />}
          disabled={addresses.length >= max}
          onClick={() => setEditing('new')}
        >
          {t.add}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {addresses.length >= max ? t.tooMany(max) : t.count(addresses.length, max)}
        </Typography>
      </Box>
      {change.error && (
        <Alert severity="error" role="alert">
          {apiErrorMessage(change.error)}
        </Alert>
      )}
      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        aria-labelledby={titleId}
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle id={titleId} sx={{ fontWeight: 800 }}>
          {editing === 'new' ? t.addTitle : t.editTitle}
        </DialogTitle>
        <DialogContent>
          {editing !== null && (
            <AddressForm
              userId={userId}
              idPrefix="settings-address"
              address={editing === 'new' ? undefined : editing}
              onSaved={() => setEditing(null)}
              onCancel={() => setEditing(null)}
            />
          )}
        </DialogContent>
      </Dialog>
      {removing && (
        <FormDialog
          title={t.removeTitle}
          intro={t.removeBody}
          submitLabel={t.remove}
          cancelLabel={t.cancel}
          danger
          pending={remove.isPending}
          error={remove.error ? apiErrorMessage(remove.error) : null}
          onClose={() => setRemoving(null)}
          onSubmit={() => remove.mutate(removing.id, { onSuccess: () => setRemoving(null) })}
        >
          <AddressLines address={removing} />
        </FormDialog>
      )}
    </Box>
  );
}
