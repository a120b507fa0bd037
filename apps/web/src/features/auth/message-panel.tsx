import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A card body that replaced a form (mail sent, password changed, link refused): an icon, the
 * text, and focus moved to it, because the control the user had pressed is gone.
 */
export function MessagePanel({
  icon,
  text,
  alert = false,
}: {
  icon: ReactNode;
  text: string;
  alert?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Stack
      ref={ref}
      tabIndex={-1}
      role={alert ? 'alert' : 'status'}
      spacing={2}
      sx={{ alignItems: 'center', textAlign: 'center', outline: 'none', '& svg': { fontSize: 56 } }}
    >
      <span aria-hidden="true">{icon}</span>
      <Typography sx={{ overflowWrap: 'anywhere' }}>{text}</Typography>
    </Stack>
  );
}
