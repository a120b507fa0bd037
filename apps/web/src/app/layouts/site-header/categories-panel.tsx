import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { categoryIconPath, taxonomy } from '@matchbazaar/taxonomy';
import Box from '@mui/material/Box';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { activateOnSpace, focusFirstItem, moveWithinMenu } from './menu-keys';
import { GroupSubmenu } from './group-submenu';
import type { NavPanelProps } from './nav-panel-props';
import { marketplaceHref } from './nav-items';
import { PanelShell } from './panel-shell';
import { useInitialFocus } from './use-initial-focus';

const hoverIntentMs = 90;

/**
 * Shop by Category (docs/product/site.md): the 15 groups on the left; the focused or hovered
 * group's subgroups and categories on the right, a submenu reached with Right, Enter or Space and
 * left with Left or Escape.
 */
export function CategoriesPanel({
  id,
  labelledBy,
  initialFocus,
  onClose,
  onMoveTop,
}: NavPanelProps) {
  const [activeId, setActiveId] = useState(taxonomy[0]?.id ?? '');
  const groupsRef = useRef<HTMLUListElement>(null);
  const submenuRef = useRef<HTMLDivElement>(null);
  const hoverTimer = useRef<number | undefined>(undefined);
  useInitialFocus(groupsRef, initialFocus);
  useEffect(() => () => window.clearTimeout(hoverTimer.current), []);

  const active = taxonomy.find((group) => group.id === activeId) ?? taxonomy[0];
  const groupItemId = (groupId: string) => `${id}-${groupId}`;
  const submenuId = `${id}-submenu`;

  const focusActiveGroup = () => document.getElementById(groupItemId(activeId))?.focus();

  const onGroupsKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (['ArrowRight', 'Enter', ' '].includes(event.key)) {
      // The group's submenu is already shown beside it: go into it.
      event.preventDefault();
      focusFirstItem(submenuRef.current);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      onMoveTop(-1);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onClose(true);
    } else {
      moveWithinMenu(event, groupsRef.current, 'vertical');
    }
  };

  const onSubmenuKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft' || event.key === 'Escape') {
      event.preventDefault();
      focusActiveGroup();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      onMoveTop(1);
    } else if (!activateOnSpace(event)) {
      moveWithinMenu(event, submenuRef.current, 'vertical');
    }
  };

  return (
    <PanelShell>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { md: '250px 1fr', lg: '270px 1fr' },
          minHeight: 420,
        }}
      >
        <Box
          component="ul"
          role="menu"
          id={id}
          ref={groupsRef}
          aria-labelledby={labelledBy}
          onKeyDown={onGroupsKeyDown}
          sx={{
            listStyle: 'none',
            m: 0,
            py: 1.5,
            px: 1,
            borderRight: 1,
            borderColor: 'divider',
            bgcolor: 'grey.50',
          }}
        >
          {taxonomy.map((group) => {
            const selected = group.id === active?.id;
            return (
              <li key={group.id} role="none">
                <Box
                  component={RouterLink}
                  to={marketplaceHref.group(group.id)}
                  id={groupItemId(group.id)}
                  role="menuitem"
                  tabIndex={-1}
                  aria-haspopup="menu"
                  aria-expanded={selected}
                  aria-controls={selected ? submenuId : undefined}
                  onFocus={() => setActiveId(group.id)}
                  onPointerEnter={() => {
                    window.clearTimeout(hoverTimer.current);
                    hoverTimer.current = window.setTimeout(
                      () => setActiveId(group.id),
                      hoverIntentMs,
                    );
                  }}
                  onPointerLeave={() => window.clearTimeout(hoverTimer.current)}
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 1.25,
                    px: 1.25,
                    py: 0.625,
                    borderRadius: 2,
                    color: selected ? 'primary.main' : 'text.primary',
                    bgcolor: selected ? 'background.paper' : 'transparent',
                    boxShadow: selected ? '0 1px 3px rgba(22,26,46,0.12)' : 'none',
                    fontWeight: selected ? 700 : 500,
                    fontSize: '0.9rem',
                    textDecoration: 'none',
                    outlineOffset: -2,
                    '&:focus-visible': { outline: '3px solid #f97316' },
                  }}
                >
                  <Box
                    component="img"
                    src={categoryIconPath(group.id)}
                    alt=""
                    width={24}
                    height={24}
                    sx={{ flexShrink: 0 }}
                  />
                  <Box component="span" sx={{ flexGrow: 1 }}>
                    {group.label}
                  </Box>
                  <ChevronRightIcon fontSize="small" aria-hidden="true" />
                </Box>
              </li>
            );
          })}
        </Box>
        {active && (
          <GroupSubmenu
            key={active.id}
            group={active}
            id={submenuId}
            labelledBy={groupItemId(active.id)}
            menuRef={submenuRef}
            onKeyDown={onSubmenuKeyDown}
          />
        )}
      </Box>
    </PanelShell>
  );
}
