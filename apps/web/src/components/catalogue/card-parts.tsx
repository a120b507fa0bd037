import VerifiedIcon from '@mui/icons-material/Verified';
import { marketplaceMessages } from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

const t = marketplaceMessages;

/** A price as cards show it: the amount, its unit, and what follows (a deal's old price). */
export function PriceFigure({
  price,
  amountSize,
  testId,
  children,
}: {
  price: { amount: string; unit: string | null };
  amountSize?: string | Record<string, string>;
  testId?: string;
  children?: ReactNode;
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 0.75, flexWrap: 'wrap' }}>
      <Typography
        component="span"
        sx={{ fontWeight: 800, fontSize: amountSize }}
        data-testid={testId}
      >
        {price.amount}
      </Typography>
      {price.unit && (
        <Typography component="span" variant="body2" color="text.secondary">
          {price.unit}
        </Typography>
      )}
      {children}
    </Box>
  );
}

/** The shop's name, cut short when long, and its verified mark. */
export function ShopName({ shop }: { shop: { name: string; verified: boolean } }) {
  return (
    <>
      <Box
        component="span"
        sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
      >
        {shop.name}
      </Box>
      {shop.verified && (
        <VerifiedIcon titleAccess={t.verifiedSeller} sx={{ fontSize: 16, color: 'primary.main' }} />
      )}
    </>
  );
}

/** A line of the foot: its icon, then its text. */
export function FootLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      {icon}
      {children}
    </Box>
  );
}
