import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

export interface HomeSectionProps {
  eyebrow?: string;
  title: string;
  intro?: string;
  /** Beside the heading on wide screens (e.g. a toggle or a "View All" link). */
  aside?: ReactNode;
  tone?: 'plain' | 'tint';
  children: ReactNode;
}

/** The frame every home section shares: a labelled landmark with an h2 and an optional intro. */
export function HomeSection({
  eyebrow,
  title,
  intro,
  aside,
  tone = 'plain',
  children,
}: HomeSectionProps) {
  const headingId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{
        py: { xs: 7, md: 10 },
        bgcolor: tone === 'tint' ? '#eef1fb' : 'background.default',
      }}
    >
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', md: 'row' },
            alignItems: { xs: 'flex-start', md: 'flex-end' },
            justifyContent: 'space-between',
            gap: 3,
            mb: { xs: 4, md: 5 },
          }}
        >
          <Box sx={{ maxWidth: 720 }}>
            {eyebrow && (
              <Typography
                component="p"
                sx={{
                  color: 'secondary.main',
                  fontWeight: 700,
                  fontSize: '0.8rem',
                  letterSpacing: '0.1em',
                  textTransform: 'uppercase',
                  mb: 1,
                }}
              >
                {eyebrow}
              </Typography>
            )}
            <Typography id={headingId} variant="h2">
              {title}
            </Typography>
            {intro && (
              <Typography color="text.secondary" sx={{ mt: 1.5, fontSize: '1.05rem' }}>
                {intro}
              </Typography>
            )}
          </Box>
          {aside}
        </Box>
        {children}
      </Container>
    </Box>
  );
}

/**
 * A fade-and-rise entrance after `delayMs` (delays run up to 1.3 s: docs/product/constants.md).
 * People who ask for reduced motion get the content at once.
 */
export function entrance(delayMs: number) {
  return {
    '@keyframes home-entrance': {
      from: { opacity: 0, transform: 'translateY(16px)' },
      to: { opacity: 1, transform: 'none' },
    },
    animation: `home-entrance 600ms cubic-bezier(0.2, 0.7, 0.2, 1) ${Math.min(delayMs, 1300)}ms both`,
    '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
  } as const;
}
