import { contentPageText } from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import type { Heading } from './markdown';
import { replaceHash, scrollToSection } from './scroll-to-section';

const t = contentPageText;

// A heading counts as the current section once it reaches this far from the top (sticky header).
const readingLine = 120;

/** The section being read: the last heading above the reading line, updated once per frame. */
function useCurrentSection(headings: readonly Heading[]): string | null {
  const [current, setCurrent] = useState<string | null>(null);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      let found: string | null = null;
      for (const { id } of headings) {
        const top = document.getElementById(id)?.getBoundingClientRect().top;
        if (top !== undefined && top <= readingLine) found = id;
      }
      setCurrent(found);
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [headings]);
  return current;
}

/** The page's `## ` sections as links: a click scrolls smoothly there and puts its hash in the URL. */
export function TableOfContents({ headings }: { headings: readonly Heading[] }) {
  const current = useCurrentSection(headings);
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
              aria-current={heading.id === current ? 'location' : undefined}
              onClick={(event) => {
                if (scrollToSection(heading.id)) {
                  event.preventDefault();
                  replaceHash(heading.id);
                }
              }}
              sx={{
                display: 'block',
                py: 0.5,
                pl: 1.25,
                ml: -1.25,
                borderLeft: 3,
                borderColor: 'transparent',
                typography: 'body2',
                fontWeight: 500,
                '&[aria-current]': {
                  borderColor: 'secondary.main',
                  color: 'primary.dark',
                  fontWeight: 700,
                },
              }}
            >
              {heading.text}
            </Link>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
