import { siteMessages } from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { SectionBoundary } from '../../../components/section-boundary';

/** The sheet a menubar panel opens in: under the navigation row, as wide as the header's content. */
export function PanelShell({
  loading = false,
  children,
}: {
  loading?: boolean;
  children?: ReactNode;
}) {
  return (
    <Box
      data-testid="nav-panel"
      sx={(theme) => ({
        position: 'absolute',
        top: '100%',
        left: 0,
        right: 0,
        zIndex: theme.zIndex.appBar + 1,
        mt: 0.75,
        bgcolor: 'background.paper',
        color: 'text.primary',
        borderRadius: 3,
        border: `1px solid ${theme.palette.divider}`,
        boxShadow: '0 24px 48px -12px rgba(22, 26, 46, 0.28)',
        maxHeight: 'calc(100vh - 160px)',
        overflow: 'auto',
        overscrollBehavior: 'contain',
      })}
    >
      {loading ? (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 3 }}>
          <CircularProgress size={20} aria-hidden="true" />
          <Typography variant="body2">{siteMessages.loadingMenu}</Typography>
        </Box>
      ) : (
        children
      )}
    </Box>
  );
}

/** A panel whose code failed to download says so instead of taking the page down. */
export function PanelBoundary({ children }: { children: ReactNode }) {
  return (
    <SectionBoundary
      fallback={
        <PanelShell>
          <Typography role="alert" sx={{ p: 3 }}>
            {siteMessages.menuFailed}
          </Typography>
        </PanelShell>
      }
    >
      {children}
    </SectionBoundary>
  );
}
