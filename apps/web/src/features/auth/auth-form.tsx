import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { FormEvent, ReactNode } from 'react';

/**
 * The form inside an AuthCard: named by the card's title, busy while it submits, validated by the
 * page (noValidate: the catalogue's texts, not the browser's), fields stacked evenly.
 */
export function AuthForm({
  busy,
  onSubmit,
  children,
}: {
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  children: ReactNode;
}) {
  return (
    <Box
      component="form"
      noValidate
      aria-labelledby="auth-card-title"
      aria-busy={busy}
      onSubmit={(event: FormEvent<HTMLFormElement>) => void onSubmit(event)}
    >
      <Stack spacing={2.5}>{children}</Stack>
    </Box>
  );
}
