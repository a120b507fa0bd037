import { helpMenus } from '@matchbazaar/contracts';
import { CategoriesPanel } from './categories-panel';
import { HelpPanel } from './help-panel';
import type { NavPanelProps } from './nav-panel-props';

/** The panel a menubar item opens (loaded on first use: see nav-menubar.tsx). */
export function NavPanel(props: NavPanelProps) {
  if (props.panel === 'categories') return <CategoriesPanel {...props} />;
  const menu = helpMenus.find((m) => m.path === `/${props.panel}`);
  return menu ? <HelpPanel {...props} menu={menu} /> : null;
}
