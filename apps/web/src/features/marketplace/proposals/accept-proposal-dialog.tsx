import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useQuery } from '@tanstack/react-query';
import { checkoutMessages, proposalsMessages, type Proposal } from '@matchbazaar/contracts';
import { useState } from 'react';
import { AddressForm } from '../../../components/addresses/address-form';
import { addressesQuery } from '../../../components/addresses/addresses-api';
import { ConfirmDialog } from '../../../components/forms/confirm-dialog';
import { useSession } from '../../../lib/session/use-session';

const t = proposalsMessages;

/**
 * The buyer's "Accept": a confirmation, which for goods also asks where to deliver among the saved
 * addresses (docs/product/orders.md, "Checkout"); with none saved yet, one is added here first.
 * `onAccept` gets the chosen address's id, if any.
 */
export function AcceptProposalDialog({
  proposal,
  goods,
  open,
  labelId,
  onClose,
  onAccept,
}: {
  proposal: Proposal;
  /** Goods are delivered: accepting asks for the address. */
  goods: boolean;
  open: boolean;
  /** The id the address dialog's title takes. */
  labelId: string;
  onClose: () => void;
  onAccept: (addressId: string | undefined) => void;
}) {
  const [addingAddress, setAddingAddress] = useState(false);
  const { user } = useSession();
  const userId = user?.id ?? '';
  const book = useQuery({
    ...addressesQuery(userId),
    enabled: goods && userId !== '' && open,
  });
  const addresses = goods ? (book.data?.addresses ?? []) : [];

  if (goods && open && book.data && addresses.length === 0)
    // No saved address yet: one is added here and the acceptance follows (a goods order always
    // knows where to deliver).
    return (
      <Dialog open onClose={onClose} aria-labelledby={labelId} fullWidth maxWidth="sm">
        <DialogTitle id={labelId}>{t.acceptTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 1 }}>
            {`${t.acceptText} ${checkoutMessages.checkout.acceptNoAddress}`}
          </DialogContentText>
          {addingAddress ? (
            <AddressForm
              userId={userId}
              idPrefix={`accept-address-${proposal.id}`}
              onCancel={() => setAddingAddress(false)}
              onSaved={(address) => onAccept(address.id)}
            />
          ) : (
            <Button onClick={() => setAddingAddress(true)}>
              {checkoutMessages.checkout.addAddress}
            </Button>
          )}
        </DialogContent>
        {!addingAddress && (
          <DialogActions>
            <Button onClick={onClose}>{checkoutMessages.addresses.cancel}</Button>
          </DialogActions>
        )}
      </Dialog>
    );
  return (
    <ConfirmDialog
      open={open && (!goods || book.data !== undefined)}
      title={t.acceptTitle}
      text={goods ? `${t.acceptText} ${checkoutMessages.checkout.acceptDeliverTo}` : t.acceptText}
      confirm={t.accept}
      choices={
        addresses.length > 0
          ? addresses.map((address) => ({
              value: address.id,
              // Short enough for a phone: who, the street, the city and code.
              label: [address.name, address.line1, `${address.city} ${address.postalCode}`].join(
                ', ',
              ),
            }))
          : undefined
      }
      onClose={onClose}
      onConfirm={onAccept}
    />
  );
}
