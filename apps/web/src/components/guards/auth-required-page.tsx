import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Button from '@mui/material/Button';
import { authRequiredMessages } from '@matchbazaar/contracts';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { StatusScreen } from '../status-screen';
import { useDocumentTitle } from '../use-document-title';

/**
 * docs/product/roles-and-access.md: what a signed-out visitor sees on a protected page, under that
 * page's title, with the way to sign in (which brings them back here) or to create an account.
 */
export function AuthRequiredPage({ title }: { title: string }) {
  const location = useLocation();
  useDocumentTitle(title);
  return (
    <StatusScreen
      icon={<LockOutlinedIcon />}
      title={title}
      text={authRequiredMessages.text}
      actions={
        <>
          <Button
            component={RouterLink}
            to="/auth/login"
            state={{ from: location }}
            variant="contained"
            size="large"
          >
            {authRequiredMessages.signIn}
          </Button>
          <Button component={RouterLink} to="/auth/register" variant="outlined" size="large">
            {authRequiredMessages.register}
          </Button>
        </>
      }
    />
  );
}
