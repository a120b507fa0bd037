import { siteMessages } from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import type { MouseEvent } from 'react';

const mainId = 'main-content';

/** The first focusable element of every site page: hidden until focused, it jumps past the header. */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(mainId);
    if (!main) return;
    // Focus, not the URL hash: the router would treat a hash change as a navigation.
    event.preventDefault();
    main.focus();
  };
  return (
    <Box
      component="a"
      href={`#${mainId}`}
      onClick={skip}
      sx={(theme) => ({
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: theme.zIndex.tooltip + 2,
        px: 2,
        py: 1.25,
        borderRadius: 2,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontWeight: 700,
        textDecoration: 'none',
        transform: 'translateY(-200%)',
        '&:focus-visible, &:focus': {
          transform: 'none',
          outline: `3px solid ${theme.palette.secondary.light}`,
          outlineOffset: 2,
        },
      })}
    >
      {siteMessages.skipToContent}
    </Box>
  );
}
