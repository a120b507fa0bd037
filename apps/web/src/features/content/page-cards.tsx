import ArrowForwardRoundedIcon from '@mui/icons-material/ArrowForwardRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { contentPageText } from '@matchbazaar/contracts';
import { Link as RouterLink } from 'react-router-dom';
import type { CardPage } from './content-source';
import { formatContentDate } from './front-matter';

export interface PageCardsProps {
  title: string;
  pages: readonly CardPage[];
}

/** The pages under this one (a section's pages, the blog's posts) as linked cards. */
export function PageCards({ title, pages }: PageCardsProps) {
  return (
    <Box component="section" aria-labelledby="page-cards-title" sx={{ mt: 6 }}>
      <Typography id="page-cards-title" variant="h4" component="h2" sx={{ mb: 2.5 }}>
        {title}
      </Typography>
      <Box
        component="ul"
        sx={{
          m: 0,
          p: 0,
          listStyle: 'none',
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
        }}
      >
        {pages.map((page) => (
          <li key={page.path}>
            <Card variant="outlined" sx={{ height: '100%', transition: 'border-color 150ms' }}>
              <CardActionArea
                component={RouterLink}
                to={page.path}
                sx={{ height: '100%', alignItems: 'stretch', '&:hover': { color: 'primary.main' } }}
              >
                <CardContent sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
                  <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
                    {page.title}
                  </Typography>
                  {page.updated && (
                    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                      <time dateTime={page.updated}>{formatContentDate(page.updated)}</time>
                      {page.author && ` · ${contentPageText.postedBy(page.author)}`}
                    </Typography>
                  )}
                  <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
                    {page.summary}
                  </Typography>
                  <ArrowForwardRoundedIcon
                    aria-hidden="true"
                    fontSize="small"
                    sx={{ mt: 2, color: 'primary.main' }}
                  />
                </CardContent>
              </CardActionArea>
            </Card>
          </li>
        ))}
      </Box>
    </Box>
  );
}
