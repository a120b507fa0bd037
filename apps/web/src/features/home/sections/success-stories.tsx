import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { successStories as t } from '../below-fold-content';
import { HomeSection } from '../home-section';
import { CardGrid } from '../../../components/card-grid';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter((word) => /^[A-Z]/.test(word))
    .map((word) => word.charAt(0))
    .slice(0, 2)
    .join('');

/** Success stories: what pilot members said, each with the outcome in a few words. */
export function SuccessStories() {
  return (
    <HomeSection eyebrow={t.eyebrow} title={t.title} intro={t.intro} tone="tint">
      <CardGrid columns={{ xs: '1fr', md: 'repeat(3, 1fr)' }} gap={3}>
        {t.stories.map((story) => (
          <Box
            component="li"
            key={story.name}
            sx={{
              display: 'flex',
              flexDirection: 'column',
              p: 3.5,
              borderRadius: 4,
              bgcolor: 'background.paper',
              boxShadow: '0 1px 2px rgba(22,26,46,0.06)',
            }}
          >
            <Box
              component="figure"
              sx={{ m: 0, display: 'flex', flexDirection: 'column', flex: 1 }}
            >
              <FormatQuoteIcon aria-hidden="true" sx={{ color: 'secondary.light', fontSize: 40 }} />
              <Typography
                component="p"
                sx={{
                  display: 'inline-block',
                  alignSelf: 'flex-start',
                  px: 1.25,
                  py: 0.25,
                  mb: 1.5,
                  borderRadius: 999,
                  bgcolor: '#dcfce7',
                  color: '#14532d',
                  fontWeight: 700,
                  fontSize: '0.8rem',
                }}
              >
                {story.outcome}
              </Typography>
              <Box component="blockquote" sx={{ m: 0, flex: 1 }}>
                <Typography sx={{ fontSize: '1.02rem' }}>{story.quote}</Typography>
              </Box>
              <Box
                component="figcaption"
                sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mt: 3 }}
              >
                <Box
                  aria-hidden="true"
                  sx={{
                    width: 44,
                    height: 44,
                    borderRadius: '50%',
                    display: 'grid',
                    placeItems: 'center',
                    bgcolor: 'primary.main',
                    color: 'primary.contrastText',
                    fontWeight: 800,
                  }}
                >
                  {initials(story.name)}
                </Box>
                <Box>
                  <Typography sx={{ fontWeight: 700 }}>{story.name}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {story.role}
                  </Typography>
                </Box>
              </Box>
            </Box>
          </Box>
        ))}
      </CardGrid>
    </HomeSection>
  );
}
