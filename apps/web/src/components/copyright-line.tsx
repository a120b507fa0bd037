import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { commonMessages } from '@matchbazaar/contracts';

/** The last line of a dark footer: a rule, then the copyright with the current year. */
export function CopyrightLine({ mt }: { mt: number }) {
  return (
    <Typography
      variant="body2"
      sx={(theme) => ({
        mt,
        pt: 3,
        textAlign: 'center',
        borderTop: `1px solid ${alpha(theme.palette.common.white, 0.12)}`,
      })}
    >
      {commonMessages.copyright(new Date().getFullYear())}
    </Typography>
  );
}
