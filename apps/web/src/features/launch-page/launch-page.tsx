import ArrowDownwardRoundedIcon from '@mui/icons-material/ArrowDownwardRounded';
import RocketLaunchRoundedIcon from '@mui/icons-material/RocketLaunchRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { launchPageMessages } from '@matchbazaar/contracts';
import { useDocumentTitle } from '../../components/use-document-title';
import { EarlyAccessForm } from './early-access-form';
import { LaunchCountdown } from './launch-countdown';
import { LaunchFooter } from './launch-footer';
import { LogoAdminEntry } from './logo-admin-entry';
import { MarketingBlocks } from './marketing-blocks';

const t = launchPageMessages;

/**
 * The pre-launch landing page (docs/product/launch-page.md): countdown, marketing, early access,
 * footer.
 */
export function LaunchPage() {
  useDocumentTitle(t.title);
  return (
    <Box sx={{ overflowX: 'clip', bgcolor: 'background.default' }}>
      <Box
        sx={(theme) => ({
          color: 'common.white',
          background: [
            `radial-gradient(circle at 85% 10%, ${alpha(theme.palette.secondary.light, 0.35)}, transparent 40%)`,
            `radial-gradient(circle at 10% 90%, ${alpha(theme.palette.primary.light, 0.45)}, transparent 45%)`,
            `linear-gradient(160deg, #0d1640 0%, ${theme.palette.primary.dark} 45%, ${theme.palette.primary.main} 100%)`,
          ].join(', '),
          pb: { xs: 8, md: 12 },
        })}
      >
        <Container maxWidth="lg" component="header" sx={{ pt: { xs: 2.5, md: 3.5 } }}>
          <LogoAdminEntry />
        </Container>

        <Container maxWidth="md" sx={{ pt: { xs: 5, md: 8 }, textAlign: 'center' }}>
          <Typography
            variant="overline"
            component="p"
            sx={(theme) => ({
              display: 'inline-block',
              px: 2,
              py: 0.5,
              mb: 3,
              borderRadius: 999,
              lineHeight: 1.6,
              letterSpacing: '0.08em',
              bgcolor: alpha(theme.palette.common.white, 0.12),
              border: `1px solid ${alpha(theme.palette.common.white, 0.2)}`,
            })}
          >
            {t.tagline}
          </Typography>
          <Typography variant="h1" sx={{ mb: 2.5 }}>
            {t.title}
          </Typography>
          <Typography
            sx={{
              fontSize: { xs: '1.05rem', md: '1.2rem' },
              opacity: 0.9,
              maxWidth: 640,
              mx: 'auto',
              mb: { xs: 5, md: 7 },
            }}
          >
            {t.intro}
          </Typography>

          <LaunchCountdown />

          <Button
            href="#early-access"
            variant="contained"
            color="secondary"
            size="large"
            endIcon={<ArrowDownwardRoundedIcon />}
            sx={{ mt: { xs: 5, md: 7 }, px: 4, py: 1.5 }}
          >
            {t.getEarlyAccess}
          </Button>
        </Container>
      </Box>

      <MarketingBlocks />

      <Box
        component="section"
        id="early-access"
        aria-labelledby="early-access-title"
        sx={{ pb: { xs: 8, md: 12 }, scrollMarginTop: 24 }}
      >
        <Container maxWidth="sm">
          <Paper
            elevation={0}
            sx={(theme) => ({
              p: { xs: 3, sm: 5 },
              border: `1px solid ${alpha(theme.palette.primary.main, 0.14)}`,
              boxShadow: `0 24px 60px ${alpha(theme.palette.primary.dark, 0.14)}`,
            })}
          >
            <Box
              aria-hidden="true"
              sx={(theme) => ({
                width: 56,
                height: 56,
                mx: 'auto',
                mb: 2,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                color: 'secondary.main',
                bgcolor: alpha(theme.palette.secondary.main, 0.12),
              })}
            >
              <RocketLaunchRoundedIcon />
            </Box>
            <Typography id="early-access-title" variant="h2" sx={{ textAlign: 'center', mb: 1.5 }}>
              {t.signupTitle}
            </Typography>
            <Typography color="text.secondary" sx={{ textAlign: 'center', mb: 4 }}>
              {t.signupText}
            </Typography>
            <EarlyAccessForm />
          </Paper>
        </Container>
      </Box>

      <LaunchFooter />
    </Box>
  );
}
