import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { LoadState } from '../../../components/load-state';

/** A post's or shop's page while it loads. */
export function DetailLoading({ label }: { label: string }) {
  return (
    <Container maxWidth="lg" sx={{ py: 6 }}>
      <LoadState label={label} />
    </Container>
  );
}

/**
 * A post's or shop's page that could not be shown: missing (404, nothing to retry) or failed
 * (Try again), with a way back to where such things are listed.
 */
export function DetailFailed({
  error,
  notFound,
  failed,
  retry,
  retryLabel,
  back,
}: {
  error: unknown;
  notFound: string;
  failed: string;
  retry: () => void;
  retryLabel: string;
  back: { label: string; to: string };
}) {
  const missing = (error as { status?: number } | null)?.status === 404;
  return (
    <Container maxWidth="md" sx={{ py: 8, textAlign: 'center' }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800, mb: 2 }}>
        {missing ? notFound : failed}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center', flexWrap: 'wrap' }}>
        {!missing && (
          <Button variant="outlined" onClick={retry}>
            {retryLabel}
          </Button>
        )}
        <Button component={RouterLink} to={back.to} variant="contained">
          {back.label}
        </Button>
      </Box>
    </Container>
  );
}
