import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { siteMessages } from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { activateOnSpace, menuItemsOf, moveWithinMenu, type InitialFocus } from './menu-keys';
import { topNavItems, type PanelId } from './nav-items';
import { PanelBoundary, PanelShell } from './panel-shell';

// The panels (the taxonomy of about 300 categories, the help menus) load on first use: hovering or
// focusing the menubar starts the download, so it is there by the time a panel opens.
const loadPanels = () => import('./nav-panels');
const NavPanel = lazy(() => loadPanels().then((m) => ({ default: m.NavPanel })));
const preloadPanels = () => void loadPanels();

const hoverOpenDelayMs = 120;
const hoverCloseDelayMs = 250;

/**
 * The desktop navigation: a WAI-ARIA menubar. One item is in the tab order (roving tabindex);
 * arrows move along it, Down, Enter or Space open a panel and focus its first item, Escape closes
 * it and returns focus to its trigger. Mouse users open panels by hovering or clicking.
 */
export function NavMenubar() {
  const baseId = useId();
  const [openPanel, setOpenPanel] = useState<PanelId | null>(null);
  const [initialFocus, setInitialFocus] = useState<InitialFocus>(null);
  const [tabIndex, setTabIndex] = useState(0);
  const navRef = useRef<HTMLElement>(null);
  const menubarRef = useRef<HTMLUListElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const hoverOpenedAt = useRef(0);

  const triggerId = (id: PanelId) => `${baseId}-${id}-trigger`;
  const panelId = (id: PanelId) => `${baseId}-${id}-menu`;

  const clearTimer = () => window.clearTimeout(timer.current);

  const open = (id: PanelId, focus: InitialFocus) => {
    clearTimer();
    setInitialFocus(focus);
    setOpenPanel(id);
  };

  const close = (returnFocus: boolean) => {
    clearTimer();
    if (returnFocus && openPanel) document.getElementById(triggerId(openPanel))?.focus();
    setOpenPanel(null);
  };

  // A press outside the navigation closes the open panel.
  useEffect(() => {
    if (!openPanel) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenPanel(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openPanel]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const focusTop = (index: number) => {
    const count = topNavItems.length;
    const next = (index + count) % count;
    setTabIndex(next);
    menuItemsOf(menubarRef.current)[next]?.focus();
    return topNavItems[next];
  };

  /** From inside a panel (Left/Right at its edge): to the neighbouring menubar item. */
  const moveTop = (delta: 1 | -1) => {
    const from = topNavItems.findIndex((item) => item.id === openPanel);
    const item = focusTop(from + delta);
    if (item?.kind === 'panel') open(item.id, null);
    else setOpenPanel(null);
  };

  const onTopKeyDown = (event: KeyboardEvent<HTMLElement>, index: number) => {
    const item = topNavItems[index];
    if (!item) return;
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      const next = focusTop(index + (event.key === 'ArrowRight' ? 1 : -1));
      // WAI-ARIA: moving along the menubar with a panel open opens the next item's panel.
      if (openPanel && next?.kind === 'panel') open(next.id, null);
      else if (openPanel) setOpenPanel(null);
      return;
    }
    if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      focusTop(event.key === 'Home' ? 0 : topNavItems.length - 1);
      return;
    }
    if (event.key === 'Escape' && openPanel) {
      event.preventDefault();
      close(true);
      return;
    }
    if (item.kind === 'panel') {
      if (['ArrowDown', 'Enter', ' '].includes(event.key)) {
        event.preventDefault();
        open(item.id, 'first');
      } else if (event.key === 'ArrowUp') {
        event.preventDefault();
        open(item.id, 'last');
      }
      return;
    }
    if (activateOnSpace(event)) return;
    moveWithinMenu(event, menubarRef.current, 'horizontal');
  };

  const onTriggerClick = (event: MouseEvent, id: PanelId) => {
    // A click right after hovering opened the panel confirms it rather than closing it.
    // (Event time stamps and performance.now() share one clock.)
    if (openPanel === id && event.timeStamp - hoverOpenedAt.current > 400) setOpenPanel(null);
    else open(id, null);
  };

  const onTriggerPointerEnter = (event: PointerEvent, id: PanelId) => {
    if (event.pointerType !== 'mouse') return;
    preloadPanels();
    clearTimer();
    const show = () => {
      hoverOpenedAt.current = performance.now();
      open(id, null);
    };
    if (openPanel) show();
    else timer.current = window.setTimeout(show, hoverOpenDelayMs);
  };

  const onNavPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    clearTimer();
    if (openPanel) timer.current = window.setTimeout(() => setOpenPanel(null), hoverCloseDelayMs);
  };

  return (
    <Box
      component="nav"
      ref={navRef}
      aria-label={siteMessages.mainNavigation}
      onPointerEnter={(event: PointerEvent) => event.pointerType === 'mouse' && clearTimer()}
      onPointerLeave={onNavPointerLeave}
      onFocus={preloadPanels}
      onBlur={(event) => {
        // Focus moved elsewhere on the page (Tab): close. A click inside a panel keeps it open.
        const next = event.relatedTarget as Node | null;
        if (openPanel && next && !event.currentTarget.contains(next)) setOpenPanel(null);
      }}
      sx={{ position: 'relative' }}
    >
      <Box
        component="ul"
        role="menubar"
        aria-label={siteMessages.mainNavigation}
        ref={menubarRef}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', gap: 0.5, flexWrap: 'wrap' }}
      >
        {topNavItems.map((item, index) => (
          <li key={item.id} role="none">
            {item.kind === 'panel' ? (
              <Button
                id={triggerId(item.id)}
                role="menuitem"
                color="inherit"
                aria-haspopup="menu"
                aria-expanded={openPanel === item.id}
                aria-controls={openPanel === item.id ? panelId(item.id) : undefined}
                tabIndex={tabIndex === index ? 0 : -1}
                endIcon={
                  <ExpandMoreIcon
                    sx={{
                      transition: 'transform 150ms',
                      transform: openPanel === item.id ? 'rotate(180deg)' : 'none',
                    }}
                  />
                }
                onClick={(event) => onTriggerClick(event, item.id)}
                onKeyDown={(event) => onTopKeyDown(event, index)}
                onFocus={() => setTabIndex(index)}
                onPointerEnter={(event) => onTriggerPointerEnter(event, item.id)}
                sx={navButtonSx(openPanel === item.id)}
              >
                {item.label}
              </Button>
            ) : (
              <Button
                component={RouterLink}
                to={item.to}
                role="menuitem"
                color="inherit"
                tabIndex={tabIndex === index ? 0 : -1}
                onKeyDown={(event: KeyboardEvent<HTMLElement>) => onTopKeyDown(event, index)}
                onFocus={() => setTabIndex(index)}
                onPointerEnter={(event: PointerEvent) => {
                  if (event.pointerType !== 'mouse' || !openPanel) return;
                  clearTimer();
                  timer.current = window.setTimeout(() => setOpenPanel(null), hoverOpenDelayMs);
                }}
                sx={navButtonSx(false)}
              >
                {item.label}
              </Button>
            )}
          </li>
        ))}
      </Box>

      {openPanel && (
        // Following a link in a panel closes it.
        <div onClick={(event) => (event.target as Element).closest('a[href]') && close(false)}>
          <PanelBoundary>
            <Suspense fallback={<PanelShell loading />}>
              <NavPanel
                panel={openPanel}
                id={panelId(openPanel)}
                labelledBy={triggerId(openPanel)}
                initialFocus={initialFocus}
                onClose={close}
                onMoveTop={moveTop}
              />
            </Suspense>
          </PanelBoundary>
        </div>
      )}
    </Box>
  );
}

function navButtonSx(active: boolean) {
  return {
    borderRadius: 2,
    px: 1.5,
    py: 0.75,
    fontWeight: 600,
    whiteSpace: 'nowrap',
    color: active ? 'primary.main' : 'text.primary',
    bgcolor: active ? 'action.selected' : 'transparent',
    '& .MuiButton-endIcon': { ml: 0.25 },
  } as const;
}
