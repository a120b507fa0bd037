import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { type HelpMenu, helpMenus, siteMessages } from '@matchbazaar/contracts';
import { categoryIconPath, taxonomy, type CategoryGroup } from '@matchbazaar/taxonomy';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { activateOnSpace, focusFirstItem, moveWithinMenu, type InitialFocus } from './menu-keys';
import { marketplaceHref, type PanelId } from './nav-items';
import { PanelShell } from './panel-shell';

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

/** The panel a menubar item opens (loaded on first use: see nav-menubar.tsx). */
export function NavPanel(props: NavPanelProps) {
  if (props.panel === 'categories') return <CategoriesPanel {...props} />;
  const menu = helpMenus.find((m) => m.path === `/${props.panel}`);
  return menu ? <HelpPanel {...props} menu={menu} /> : null;
}

/** Focus the first or last item of `menu` once, when the panel opens from the keyboard. */
function useInitialFocus(menu: RefObject<HTMLElement | null>, initialFocus: InitialFocus) {
  useEffect(() => {
    if (initialFocus) focusFirstItem(menu.current, initialFocus);
    // Only on opening: later renders must not pull focus back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

const hoverIntentMs = 90;

/**
 * Shop by Category (docs/product/site.md): the 15 groups on the left; the focused or hovered
 * group's subgroups and categories on the right, a submenu reached with Right, Enter or Space and
 * left with Left or Escape.
 */
function CategoriesPanel({ id, labelledBy, initialFocus, onClose, onMoveTop }: NavPanelProps) {
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

function GroupSubmenu({
  group,
  id,
  labelledBy,
  menuRef,
  onKeyDown,
}: {
  group: CategoryGroup;
  id: string;
  labelledBy: string;
  menuRef: RefObject<HTMLDivElement | null>;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}) {
  return (
    <Box
      role="menu"
      id={id}
      ref={menuRef}
      aria-labelledby={labelledBy}
      onKeyDown={onKeyDown}
      sx={{ p: 3, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="p">
          {group.label}
        </Typography>
        <MenuLink to={marketplaceHref.group(group.id)} emphasis>
          {siteMessages.allInGroup(group.label)}
        </MenuLink>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))',
          gap: 3,
        }}
      >
        {group.subgroups.map((subgroup) => (
          <Box key={subgroup.id} role="group" aria-label={subgroup.label}>
            <MenuLink to={marketplaceHref.subgroup(group.id, subgroup.id)} heading>
              {subgroup.label}
            </MenuLink>
            <Box component="ul" role="none" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {subgroup.categories.map((category) => (
                <li key={category.id} role="none">
                  <MenuLink to={marketplaceHref.category(category.id)}>{category.label}</MenuLink>
                </li>
              ))}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** Resources or Support (docs/product/site.md): the overview, then each section and its pages. */
function HelpPanel({
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
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))',
            gap: 3,
          }}
        >
          {menu.sections.map((section) => (
            <Box key={section.id} role="group" aria-label={section.title}>
              <MenuLink to={section.path} heading>
                {section.title}
              </MenuLink>
              <Box component="ul" role="none" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {section.pages.map((page) => (
                  <li key={page.id} role="none">
                    <MenuLink to={page.path}>{page.title}</MenuLink>
                  </li>
                ))}
              </Box>
            </Box>
          ))}
        </Box>
      </Box>
    </PanelShell>
  );
}

function MenuLink({
  to,
  heading = false,
  emphasis = false,
  children,
}: {
  to: string;
  heading?: boolean;
  emphasis?: boolean;
  children: ReactNode;
}) {
  return (
    <Box
      component={RouterLink}
      to={to}
      role="menuitem"
      tabIndex={-1}
      sx={{
        display: 'inline-block',
        py: 0.375,
        px: 0.5,
        mx: -0.5,
        borderRadius: 1,
        color: heading || emphasis ? 'primary.main' : 'text.secondary',
        fontWeight: heading || emphasis ? 700 : 500,
        fontSize: heading ? '0.95rem' : '0.875rem',
        mb: heading ? 0.5 : 0,
        textDecoration: 'none',
        '&:hover': { color: 'primary.dark', textDecoration: 'underline' },
        '&:focus-visible': { outline: '3px solid #f97316', outlineOffset: 1 },
      }}
    >
      {children}
      {emphasis && <span aria-hidden="true"> →</span>}
    </Box>
  );
}
