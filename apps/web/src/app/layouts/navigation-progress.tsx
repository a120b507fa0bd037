import { commonMessages } from '@matchbazaar/contracts';
import LinearProgress from '@mui/material/LinearProgress';
import { useNavigation } from 'react-router-dom';

/** A thin bar at the top while a navigation loads the next page's code or data. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <LinearProgress
      aria-label={commonMessages.loadingPage}
      color="secondary"
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
      }}
    />
  );
}
