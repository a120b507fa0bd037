import { contentPageText } from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Heading } from './markdown';
import { replaceHash, scrollToSection } from './scroll-to-section';

const t = contentPageText;

/** The page's `## ` sections as links: a click scrolls smoothly there and puts its hash in the URL. */
export function TableOfContents({ headings }: { headings: readonly Heading[] }) {
  return (
    <Box
      component="nav"
      aria-labelledby="toc-title"
      sx={{
        p: 2.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 3,
        bgcolor: 'background.paper',
      }}
    >
      <Typography
        id="toc-title"
        component="h2"
        variant="overline"
        sx={{ display: 'block', fontWeight: 700, color: 'text.secondary', mb: 1 }}
      >
        {t.onThisPage}
      </Typography>
      <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {headings.map((heading) => (
          <Box component="li" key={heading.id} sx={{ '& + &': { mt: 0.5 } }}>
            <Link
              href={`#${heading.id}`}
              underline="hover"
              onClick={(event) => {
                if (scrollToSection(heading.id)) {
                  event.preventDefault();
                  replaceHash(heading.id);
                }
              }}
              sx={{ display: 'block', py: 0.5, typography: 'body2', fontWeight: 500 }}
            >
              {heading.text}
            </Link>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
