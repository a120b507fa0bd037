import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { visuallyHidden } from './visually-hidden';

/**
 * A figures page's body by its query: the page's skeleton while loading (with a status for screen
 * readers), an alert with a retry when it failed, else the figures.
 */
export function FiguresBody<T>({
  query,
  loadingLabel,
  skeleton,
  failedText,
  retryLabel,
  children,
}: {
  query: UseQueryResult<T>;
  loadingLabel: string;
  skeleton: ReactNode;
  failedText: string;
  retryLabel: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending)
    return (
      <>
        <Box component="span" role="status" sx={visuallyHidden}>
          {loadingLabel}
        </Box>
        {skeleton}
      </>
    );
  if (query.isError)
    return (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {retryLabel}
          </Button>
        }
      >
        {failedText}
      </Alert>
    );
  return children(query.data);
}
