import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PageHeaderBand } from '../../components/page-header-band';
import { useDocumentTitle } from '../../components/use-document-title';

/** The frame of every posting page: the header band (title, lead, actions), then the content. */
export function PostingPage({
  title,
  intro,
  actions,
  width = 'md',
  aside,
  children,
}: {
  title: string;
  intro: string;
  actions?: ReactNode;
  width?: 'md' | 'lg';
  /** Beside the content on wide screens (a form's tips); left out below `lg`. */
  aside?: ReactNode;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <>
      <PageHeaderBand>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-end' } }}
        >
          <Box sx={{ maxWidth: 720 }}>
            <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
              {title}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {intro}
            </Typography>
          </Box>
          {actions && (
            <Stack direction="row" sx={{ flexShrink: 0, flexWrap: 'wrap', gap: 1.5 }}>
              {actions}
            </Stack>
          )}
        </Stack>
      </PageHeaderBand>
      <Container
        maxWidth={aside ? 'lg' : width}
        sx={{ py: { xs: 3, md: 5 }, px: { xs: 2, sm: 3 } }}
      >
        {aside ? (
          <Box
            sx={{
              display: 'grid',
              gap: 4,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 300px' },
              alignItems: 'start',
            }}
          >
            <Box sx={{ minWidth: 0 }}>{children}</Box>
            <Box sx={{ display: { xs: 'none', lg: 'block' } }}>{aside}</Box>
          </Box>
        ) : (
          children
        )}
      </Container>
    </>
  );
}
