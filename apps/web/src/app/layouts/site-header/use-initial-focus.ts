import { useEffect, type RefObject } from 'react';
import { focusFirstItem, type InitialFocus } from './menu-keys';

/** Focus the first or last item of `menu` once, when the panel opens from the keyboard. */
export function useInitialFocus(menu: RefObject<HTMLElement | null>, initialFocus: InitialFocus) {
  useEffect(() => {
    if (initialFocus) focusFirstItem(menu.current, initialFocus);
    // Only on opening: later renders must not pull focus back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
