import { ordersMessages, type PayoutMethod } from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';

const t = ordersMessages.page;

const stateTone = {
  added: 'default',
  verifying: 'warning',
  verified: 'success',
  failed: 'error',
} as const;

/** One payout method: its label, kind and holder, its state, and what may be done with it now. */
export function PayoutMethodRow({
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
