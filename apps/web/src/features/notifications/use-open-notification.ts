import type { AppNotification } from '@matchbazaar/contracts';
import { useNavigate } from 'react-router-dom';
import { useNotificationActions } from './use-notification-actions';

/** Choosing a notification: it is read, and its link (a path inside the app) is followed. */
export function useOpenNotification(userId: string, then?: () => void) {
  const navigate = useNavigate();
  const { read } = useNotificationActions(userId);
  return (item: AppNotification) => {
    read(item);
    then?.();
    if (item.link?.startsWith('/')) void navigate(item.link);
  };
}
