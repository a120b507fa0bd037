import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { hero } from '../home-content';
import { entrance } from '../home-section';
import { MatchIllustration } from './match-illustration';

/** The first thing on the page: what MatchBazaar is, the two ways in, and a picture of a match. */
export function HeroSection() {
  return (
    <Box
      component="section"
      aria-labelledby="home-hero-title"
      sx={{
        position: 'relative',
        overflow: 'hidden',
        color: 'common.white',
        background:
          'radial-gradient(1200px 500px at 85% -10%, rgba(249,115,22,0.28), transparent 60%), linear-gradient(135deg, #142a80 0%, #1f3fb8 55%, #2c4fd6 100%)',
      }}
    >
      <Container
        maxWidth="lg"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '1.1fr 0.9fr' },
          alignItems: 'center',
          gap: { xs: 5, md: 6 },
          py: { xs: 7, md: 11 },
        }}
      >
        <Box>
          <Typography
            component="p"
            sx={{
              display: 'inline-block',
              px: 1.5,
              py: 0.5,
              mb: 2.5,
              borderRadius: { xs: 2, sm: 999 },
              bgcolor: 'rgba(255,255,255,0.12)',
              fontWeight: 650,
              fontSize: '0.85rem',
              ...entrance(0),
            }}
          >
            {hero.eyebrow}
          </Typography>
          <Typography
            id="home-hero-title"
            variant="h1"
            sx={{ fontSize: { md: '2.75rem', lg: '3rem' }, ...entrance(150) }}
          >
            {hero.title}
          </Typography>
          <Typography
            sx={{
              mt: 2.5,
              fontSize: { xs: '1.05rem', md: '1.15rem' },
              color: 'rgba(255,255,255,0.88)',
              maxWidth: 600,
              ...entrance(300),
            }}
          >
            {hero.text}
          </Typography>

          <Box
            sx={{
              mt: 4,
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              gap: 1.5,
              ...entrance(450),
            }}
          >
            <Button
              component={RouterLink}
              to="/marketplace/post-requirement"
              variant="contained"
              color="secondary"
              size="large"
            >
              {hero.postRequirement}
            </Button>
            <Button
              component={RouterLink}
              to="/seller/post-listing"
              variant="outlined"
              size="large"
              sx={{
                color: 'common.white',
                borderColor: 'rgba(255,255,255,0.6)',
                '&:hover': { borderColor: 'common.white', bgcolor: 'rgba(255,255,255,0.08)' },
              }}
            >
              {hero.startSelling}
            </Button>
            <Box
              component={RouterLink}
              to="/marketplace"
              sx={{
                color: 'common.white',
                fontWeight: 600,
                px: 1,
                textUnderlineOffset: 4,
                borderRadius: 1,
                '&:focus-visible': { outline: '3px solid #f97316', outlineOffset: 2 },
              }}
            >
              {hero.browse}
            </Box>
          </Box>

          <Box
            component="ul"
            sx={{ listStyle: 'none', p: 0, m: 0, mt: 4, display: 'grid', gap: 1, ...entrance(600) }}
          >
            {hero.highlights.map((line) => (
              <Box
                component="li"
                key={line}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1,
                  color: 'rgba(255,255,255,0.9)',
                }}
              >
                <CheckCircleIcon fontSize="small" sx={{ color: '#fdba74' }} aria-hidden="true" />
                {line}
              </Box>
            ))}
          </Box>
        </Box>

        <Box sx={{ display: { xs: 'none', sm: 'block' }, ...entrance(750) }}>
          <MatchIllustration />
        </Box>
      </Container>
    </Box>
  );
}
