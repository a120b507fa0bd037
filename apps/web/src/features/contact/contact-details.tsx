import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { company, contactMessages, digitsOnly } from '@matchbazaar/contracts';
import type { ReactNode } from 'react';

const t = contactMessages;

function Detail({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <Stack direction="row" spacing={2} component="li" sx={{ alignItems: 'flex-start' }}>
      <Box
        aria-hidden="true"
        sx={{
          flexShrink: 0,
          width: 44,
          height: 44,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          color: 'primary.main',
          bgcolor: 'action.hover',
        }}
      >
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography component="h3" variant="subtitle2" color="text.secondary">
          {label}
        </Typography>
        <Typography component="div" sx={{ overflowWrap: 'anywhere' }}>
          {children}
        </Typography>
      </Box>
    </Stack>
  );
}

/**
 * docs/product/contact.md: the support address (San Francisco), phone, email and business hours.
 */
export function ContactDetails() {
  return (
    <Stack spacing={3} component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      <Detail icon={<PlaceOutlinedIcon />} label={t.addressLabel}>
        <address style={{ fontStyle: 'normal' }}>{company.supportAddress}</address>
      </Detail>
      <Detail icon={<PhoneOutlinedIcon />} label={t.phoneLabel}>
        <Link href={`tel:+${digitsOnly(company.supportPhone)}`}>{company.supportPhone}</Link>
      </Detail>
      <Detail icon={<EmailOutlinedIcon />} label={t.emailAddressLabel}>
        <Link href={`mailto:${company.supportEmail}`}>{company.supportEmail}</Link>
      </Detail>
      <Detail icon={<ScheduleOutlinedIcon />} label={t.hoursLabel}>
        {company.businessHours}
      </Detail>
    </Stack>
  );
}
