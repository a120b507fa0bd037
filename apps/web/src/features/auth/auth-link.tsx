import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

/** A line under a form: a short question and the page that answers it ("No account? Create one"). */
export function AuthLinkLine({
  prompt,
  to,
  label,
}: {
  prompt?: string;
  to: string;
  label: string;
}) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
      {prompt && `${prompt} `}
      <Link component={RouterLink} to={to} sx={{ fontWeight: 600 }}>
        {label}
      </Link>
    </Typography>
  );
}
