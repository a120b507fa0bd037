import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ruledRow } from '../../../components/ruled-rows';
import { PostThumb } from '../../../components/catalogue/post-thumb';

/** A post in a card's short list: its photo, title (a link), one line of facts and a badge. */
export function PostLine({
  href,
  title,
  facts,
  thumbUrl,
  badge,
}: {
  href: string;
  title: string;
  facts: string;
  thumbUrl?: string | undefined;
  badge?: ReactNode;
}) {
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        py: 1.25,
        ...ruledRow,
      }}
    >
      <PostThumb url={thumbUrl} size={48} />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Link
          component={RouterLink}
          to={href}
          underline="hover"
          color="text.primary"
          sx={{
            fontWeight: 600,
            display: 'block',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {title}
        </Link>
        <Typography variant="body2" color="text.secondary" noWrap>
          {facts}
        </Typography>
      </Box>
      {badge && <Box sx={{ flexShrink: 0, display: { xs: 'none', sm: 'block' } }}>{badge}</Box>}
    </Box>
  );
}

/** The short list the lines sit in. */
export function PostLines({ children }: { children: ReactNode }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {children}
    </Box>
  );
}
