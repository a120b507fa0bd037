import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { replaceHash, scrollToSection } from './scroll-to-section';

/** Typography for rendered Markdown, in the theme's scale (headings smaller than page titles). */
export const proseSx: SxProps<Theme> = {
  color: 'text.primary',
  overflowWrap: 'break-word',
  '& > :first-child': { mt: 0 },
  '& h2': { typography: 'h4', fontSize: { xs: '1.35rem', sm: '1.5rem' }, mt: 5, mb: 1.5 },
  '& h3': { typography: 'h6', mt: 3.5, mb: 1 },
  '& h4': { typography: 'subtitle1', fontWeight: 700, mt: 3, mb: 0.5 },
  // Clear of a sticky site header when a heading is scrolled to.
  '& [id]': { scrollMarginTop: '96px' },
  '& [tabindex="-1"]:focus': { outline: 'none' },
  '& p, & li': { typography: 'body1' },
  '& p': { my: 1.5 },
  '& ul, & ol': { pl: 3, my: 1.5 },
  '& li + li': { mt: 0.75 },
  '& li:has(> .check-box)': { listStyle: 'none', ml: -3 },
  '& .check-box': {
    display: 'inline-block',
    width: '1em',
    height: '1em',
    mr: 1,
    verticalAlign: '-0.15em',
    border: 2,
    borderColor: 'primary.main',
    borderRadius: '3px',
  },
  '& a': {
    color: 'primary.main',
    fontWeight: 500,
    textUnderlineOffset: '2px',
    '&:hover': { color: 'primary.dark' },
    '&:focus-visible': { outline: '3px solid #f97316', outlineOffset: 2, borderRadius: '2px' },
  },
  '& strong': { fontWeight: 700 },
  '& blockquote': {
    m: 0,
    my: 2.5,
    px: 2.5,
    py: 1,
    borderLeft: 4,
    borderColor: 'secondary.main',
    bgcolor: 'background.default',
    borderRadius: 1,
    '& p': { my: 1 },
  },
  '& code': {
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    fontSize: '0.9em',
    bgcolor: 'grey.100',
    px: 0.5,
    borderRadius: '4px',
  },
  // Wrapped, not scrolled: every line stays readable at 360 px without a scroll region.
  '& pre': {
    whiteSpace: 'pre-wrap',
    bgcolor: 'grey.100',
    p: 2,
    borderRadius: 2,
    border: 1,
    borderColor: 'divider',
    '& code': { bgcolor: 'transparent', p: 0 },
  },
  '& .table-scroll': {
    overflowX: 'auto',
    my: 2.5,
    border: 1,
    borderColor: 'divider',
    borderRadius: 2,
    '&:focus-visible': { outline: '3px solid #f97316', outlineOffset: 2 },
  },
  '& table': { borderCollapse: 'collapse', width: '100%', minWidth: 480 },
  '& th, & td': {
    textAlign: 'left',
    verticalAlign: 'top',
    p: 1.5,
    borderBottom: 1,
    borderColor: 'divider',
    typography: 'body2',
  },
  '& th': { fontWeight: 700, bgcolor: 'background.default' },
  '& tr:last-of-type td': { borderBottom: 0 },
  '& hr': { border: 0, borderTop: 1, borderColor: 'divider', my: 4 },
};

/**
 * HTML rendered from our own Markdown (see markdown.ts: raw HTML in it is escaped). Site links go
 * through the router, so following one keeps the app loaded; `#section` links scroll smoothly.
 */
export function ContentBody({ html }: { html: string }) {
  const navigate = useNavigate();

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest('a');
    const href = link?.getAttribute('href');
    if (!href) return;
    if (href.startsWith('#')) {
      const id = decodeURIComponent(href.slice(1));
      if (scrollToSection(id)) {
        event.preventDefault();
        replaceHash(id);
      }
    } else if (href.startsWith('/')) {
      event.preventDefault();
      void navigate(href);
    }
  };

  return (
    // Clicks are only intercepted here (Enter on a link is a click); the links stay the controls.
    <Box sx={proseSx} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
