import { type HelpMenu } from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useRef, type KeyboardEvent } from 'react';
import { activateOnSpace, moveWithinMenu } from './menu-keys';
import { MenuColumns, MenuLink } from './menu-links';
import type { NavPanelProps } from './nav-panel-props';
import { PanelShell } from './panel-shell';
import { useInitialFocus } from './use-initial-focus';

/** Resources or Support (docs/product/site.md): the overview, then each section and its pages. */
export function HelpPanel({
  id,
  labelledBy,
  initialFocus,
  onClose,
  onMoveTop,
  menu,
}: NavPanelProps & { menu: HelpMenu }) {
  const menuRef = useRef<HTMLDivElement>(null);
  useInitialFocus(menuRef, initialFocus);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      onMoveTop(event.key === 'ArrowRight' ? 1 : -1);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onClose(true);
    } else if (!activateOnSpace(event)) {
      moveWithinMenu(event, menuRef.current, 'vertical');
    }
  };

  return (
    <PanelShell>
      <Box
        role="menu"
        id={id}
        ref={menuRef}
        aria-labelledby={labelledBy}
        onKeyDown={onKeyDown}
        sx={{ p: 3 }}
      >
        <Box sx={{ mb: 2.5, maxWidth: 720 }}>
          <MenuLink to={menu.path} emphasis>
            {menu.title}
          </MenuLink>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {menu.summary}
          </Typography>
        </Box>
        <MenuColumns
          minWidth={170}
          columns={menu.sections.map((section) => ({
            id: section.id,
            label: section.title,
            to: section.path,
            links: section.pages.map((page) => ({ id: page.id, label: page.title, to: page.path })),
          }))}
        />
      </Box>
    </PanelShell>
  );
}
