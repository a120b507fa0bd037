import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import SearchOffRoundedIcon from '@mui/icons-material/SearchOffRounded';
import Button from '@mui/material/Button';
import { errorsMessages } from '@matchbazaar/contracts';
import { Link as RouterLink } from 'react-router-dom';
import { StatusScreen } from '../../components/status-screen';
import { useDocumentTitle } from '../../components/use-document-title';

/** `/404`: where unknown paths are redirected (docs/product/site.md). */
export function NotFoundPage() {
  useDocumentTitle(errorsMessages.notFoundTitle);
  return (
    <StatusScreen
      icon={<SearchOffRoundedIcon />}
      title={errorsMessages.notFoundTitle}
      text={errorsMessages.notFoundText}
      actions={
        <Button
          component={RouterLink}
          to="/"
          variant="contained"
          size="large"
          startIcon={<HomeOutlinedIcon />}
        >
          {errorsMessages.goHome}
        </Button>
      }
    />
  );
}
