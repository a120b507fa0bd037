import { useEffect } from 'react';

const appName = 'MatchBazaar';

/** Sets the tab title to "<title> · MatchBazaar" while the calling page is shown. */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    const previous = document.title;
    document.title = title ? `${title} · ${appName}` : appName;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
