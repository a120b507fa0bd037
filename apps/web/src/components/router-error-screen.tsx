import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import WarningAmberRoundedIcon from '@mui/icons-material/WarningAmberRounded';
import Button from '@mui/material/Button';
import { errorsMessages } from '@matchbazaar/contracts';
import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { ReloadButton } from './reload-button';
import { StatusScreen } from './status-screen';
import { useDocumentTitle } from './use-document-title';

/**
 * The root route's `errorElement`: the app shell itself failed, so it replaces every layout
 * (docs/product/site.md: Reload Page and Return to Home). Both actions load the page afresh rather
 * than trusting the router that just failed.
 */
export function RouterErrorScreen() {
  const error = useRouteError();
  useDocumentTitle(errorsMessages.boundaryTitle);

  useEffect(() => {
    console.error('Unhandled router error', error);
  }, [error]);

  return (
    <StatusScreen
      alert
      component="main"
      tone="error"
      icon={<WarningAmberRoundedIcon />}
      title={errorsMessages.boundaryTitle}
      text={errorsMessages.routerText}
      actions={
        <>
          <ReloadButton label={errorsMessages.routerReload} />
          <Button variant="outlined" size="large" startIcon={<HomeOutlinedIcon />} href="/">
            {errorsMessages.routerHome}
          </Button>
        </>
      }
    />
  );
}
