import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { howItWorks as t } from '../below-fold-content';
import { HomeSection } from '../home-section';

/** How it works: the four steps from a post to a released payment. */
export function HowItWorks() {
  return (
    <HomeSection eyebrow={t.eyebrow} title={t.title}>
      <Box
        component="ol"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: { xs: 3, md: 4 },
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' },
          counterReset: 'step',
        }}
      >
        {t.steps.map((step, index) => (
          <Box component="li" key={step.title} sx={{ position: 'relative' }}>
            <Box
              aria-hidden="true"
              sx={{
                display: 'flex',
                alignItems: 'center',
                mb: 2,
                // A line that leads to the next step on wide screens.
                '&::after':
                  index < t.steps.length - 1
                    ? {
                        content: '""',
                        display: { xs: 'none', md: 'block' },
                        flex: 1,
                        height: 2,
                        ml: 2,
                        background:
                          'repeating-linear-gradient(90deg, #c7d0f0 0 8px, transparent 8px 14px)',
                      }
                    : undefined,
              }}
            >
              <Box
                sx={{
                  width: 48,
                  height: 48,
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                  fontWeight: 800,
                  fontSize: '1.2rem',
                  flexShrink: 0,
                }}
              >
                {index + 1}
              </Box>
            </Box>
            <Typography component="h3" variant="h6" gutterBottom>
              {step.title}
            </Typography>
            <Typography color="text.secondary">{step.text}</Typography>
          </Box>
        ))}
      </Box>
    </HomeSection>
  );
}
