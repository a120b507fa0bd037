import { apiErrorMessage } from '@matchbazaar/api-client';
import { ordersMessages, type PayoutMethod } from '@matchbazaar/contracts';
import { FormDialog } from '../../components/forms/form-dialog';
import { useRemovePayoutMethod } from './api/payout-methods-api';

const t = ordersMessages.page;

/** Removes a payout method, once asked again. */
export function RemovePayoutMethodDialog({
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
