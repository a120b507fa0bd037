import type { InitialFocus } from './menu-keys';
import type { PanelId } from './nav-items';

/** What the menubar gives the panel it opens. */
export interface NavPanelProps {
  panel: PanelId;
  /** The id of the panel's menu, which its trigger's aria-controls names. */
  id: string;
  labelledBy: string;
  /** Where keyboard focus goes when the panel opens; null when opened by the mouse. */
  initialFocus: InitialFocus;
  onClose: (returnFocus: boolean) => void;
  /** Left/Right at the panel's outer level: to the neighbouring menubar item. */
  onMoveTop: (delta: 1 | -1) => void;
}
