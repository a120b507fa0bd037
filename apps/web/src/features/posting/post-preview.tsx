import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { postingMessages } from '@matchbazaar/contracts';

const t = postingMessages;

export interface PreviewContent {
  photoUrl: string | undefined;
  title: string;
  category: string;
  priceText: string;
  facts: string[];
  description: string;
  tags: string[];
  place: string;
}

/** A post as buyers (or sellers) will see it, from the form's values before it is saved. */
export function PostPreview({ content }: { content: PreviewContent }) {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="post-preview-title"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
    >
      <Typography id="post-preview-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        {t.previewHeading}
      </Typography>
      <Box
        sx={{
          mt: 2,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '2fr 3fr' },
          alignItems: 'start',
        }}
      >
        <Box
          sx={{
            aspectRatio: '4 / 3',
            borderRadius: 2,
            overflow: 'hidden',
            bgcolor: 'grey.100',
            display: 'grid',
            placeItems: 'center',
            color: 'text.secondary',
          }}
        >
          {content.photoUrl ? (
            <Box
              component="img"
              src={content.photoUrl}
              alt=""
              sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
            />
          ) : (
            <Stack sx={{ alignItems: 'center' }} spacing={1}>
              <ImageOutlinedIcon aria-hidden="true" fontSize="large" />
              <Typography variant="body2">{t.previewNoPhoto}</Typography>
            </Stack>
          )}
        </Box>
        <Box sx={{ minWidth: 0 }}>
          {content.category && (
            <Typography variant="overline" color="text.secondary">
              {content.category}
            </Typography>
          )}
          <Typography variant="h5" component="p" sx={{ fontWeight: 800, overflowWrap: 'anywhere' }}>
            {content.title || t.previewEmptyTitle}
          </Typography>
          <Typography variant="h6" component="p" color="primary" sx={{ mt: 1, fontWeight: 700 }}>
            {content.priceText}
          </Typography>
          {content.facts.map((fact) => (
            <Typography key={fact} variant="body2" color="text.secondary">
              {fact}
            </Typography>
          ))}
          {content.place && (
            <Typography variant="body2" color="text.secondary">
              {content.place}
            </Typography>
          )}
          <Typography
            variant="body1"
            sx={{ mt: 2, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
          >
            {content.description}
          </Typography>
          {content.tags.length > 0 && (
            <Stack direction="row" sx={{ mt: 2, flexWrap: 'wrap', gap: 1 }}>
              {content.tags.map((tag) => (
                <Chip key={tag} label={tag} size="small" variant="outlined" />
              ))}
            </Stack>
          )}
        </Box>
      </Box>
    </Paper>
  );
}
