import AccountBalanceOutlinedIcon from '@mui/icons-material/AccountBalanceOutlined';
import AddIcon from '@mui/icons-material/Add';
import { apiErrorMessage } from '@matchbazaar/api-client';
import { ordersMessages, type PayoutMethod } from '@matchbazaar/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { dateTimeText } from '../../components/date-time';
import { LoadState } from '../../components/load-state';
import { payoutMethodsQuery, usePayoutMethodStep } from './api/payout-methods-api';
import { AddPayoutMethodDialog } from './add-payout-method-dialog';
import { PayoutMethodRow } from './payout-method-row';
import { RemovePayoutMethodDialog } from './remove-payout-method-dialog';
import { VerifyPayoutMethodDialog } from './verify-payout-method-dialog';

const t = ordersMessages.page;

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
                <PayoutMethodRow
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
        <AddPayoutMethodDialog
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
        <VerifyPayoutMethodDialog
          userId={userId}
          method={verifying}
          onClose={() => setVerifying(null)}
        />
      )}
      {removing && (
        <RemovePayoutMethodDialog
          userId={userId}
          method={removing}
          onClose={() => setRemoving(null)}
        />
      )}
    </Paper>
  );
}
