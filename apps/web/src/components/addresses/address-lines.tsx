import { addressLines, type DeliveryAddress } from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** An address as a label reads: the name, the lines, the phone. */
export function AddressLines({ address }: { address: DeliveryAddress }) {
  return (
    <Box component="address" sx={{ fontStyle: 'normal', minWidth: 0, overflowWrap: 'anywhere' }}>
      <Typography sx={{ fontWeight: 700 }}>{address.name}</Typography>
      {addressLines(address).map((line) => (
        <Typography key={line} variant="body2" color="text.secondary">
          {line}
        </Typography>
      ))}
      <Typography variant="body2" color="text.secondary">
        {address.phone}
      </Typography>
    </Box>
  );
}
