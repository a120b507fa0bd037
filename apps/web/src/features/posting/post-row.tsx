import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { postingMessages } from '@matchbazaar/contracts';
import { Link as RouterLink } from 'react-router-dom';
import type { PostAction } from './post-actions';
import { StatusChip } from '../../components/catalogue/status-chip';
import { PostThumb } from '../../components/catalogue/post-thumb';

const t = postingMessages;

export interface PostRowContent {
  id: string;
  title: string;
  status: string;
  statusLabel: string;
  thumbUrl: string | undefined;
  /** The public page, when others can see the post. */
  href: string | undefined;
  /** The main figure: a price or a budget. */
  figure: string;
  /** Smaller facts: category, date, views, saves. */
  facts: string[];
  /** A moderator's reason, for a rejected post. */
  notice: string | undefined;
  /** A page about the post besides its actions (a requirement's proposals). */
  link?: { label: string; href: string } | undefined;
}

/** One post of the author's lists: photo, title, status, figures and its actions. */
export function PostRow({
  content,
  actions,
  busy,
  onAction,
}: {
  content: PostRowContent;
  actions: readonly PostAction[];
  busy: boolean;
  onAction: (action: PostAction) => void;
}) {
  const titleId = `post-row-${content.id}`;
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{
        p: { xs: 1.5, sm: 2 },
        borderRadius: 3,
        display: 'grid',
        gap: { xs: 1.5, sm: 2 },
        gridTemplateColumns: { xs: '72px 1fr', sm: '112px 1fr' },
        alignItems: 'start',
      }}
    >
      <PostThumb url={content.thumbUrl} size={{ xs: 72, sm: 112 }} noPhotoLabel={t.noPhoto} />
      <Box sx={{ minWidth: 0 }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 0.5, sm: 1.5 }}
          sx={{ alignItems: { sm: 'center' } }}
        >
          <Typography
            id={titleId}
            variant="subtitle1"
            component="h3"
            sx={{ fontWeight: 700, overflowWrap: 'anywhere', lineHeight: 1.3 }}
          >
            {content.href ? (
              <Link component={RouterLink} to={content.href} color="inherit" underline="hover">
                {content.title}
              </Link>
            ) : (
              content.title
            )}
          </Typography>
          <Box sx={{ flexShrink: 0 }}>
            <StatusChip status={content.status} label={content.statusLabel} />
          </Box>
        </Stack>
        <Typography variant="body1" sx={{ mt: 0.5, fontWeight: 600 }}>
          {content.figure}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {content.facts.join(' · ')}
        </Typography>
        {content.notice && (
          <Typography variant="body2" color="error" sx={{ mt: 0.5 }}>
            {content.notice}
          </Typography>
        )}
        <Stack
          direction="row"
          role="group"
          aria-label={t.actionsFor(content.title)}
          sx={{ mt: 1.5, flexWrap: 'wrap', gap: 1 }}
        >
          {actions.map((action) => (
            <Button
              key={action}
              size="small"
              variant={action === actions[0] ? 'contained' : 'outlined'}
              color={action === 'delete' ? 'error' : 'primary'}
              disabled={busy}
              onClick={() => onAction(action)}
              aria-label={`${t.actions[action]}: ${content.title}`}
            >
              {t.actions[action]}
            </Button>
          ))}
          {content.link && (
            <Button
              size="small"
              component={RouterLink}
              to={content.link.href}
              aria-label={`${content.link.label}: ${content.title}`}
            >
              {content.link.label}
            </Button>
          )}
        </Stack>
      </Box>
    </Paper>
  );
}
