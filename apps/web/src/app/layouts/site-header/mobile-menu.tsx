import CloseIcon from '@mui/icons-material/Close';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { helpMenus, siteMessages } from '@matchbazaar/contracts';
import { categoryIconPath, taxonomy } from '@matchbazaar/taxonomy';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId, useState, type MouseEvent, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { BrandMark } from '../../../components/brand-mark';
import { marketplaceHref, topNavItems } from './nav-items';
import { PopularSearches, SiteSearch } from './site-search';

const t = siteMessages;

/**
 * The navigation below the `md` breakpoint: a drawer with the search, the popular shortcuts and
 * every menu of the desktop menubar as collapsible sections (disclosure buttons). Escape, the
 * close button, the backdrop and following any link close it.
 */
export function MobileMenu({
  id,
  open,
  onClose,
}: {
  id: string;
  open: boolean;
  onClose: () => void;
}) {
  const titleId = useId();
  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as Element).closest('a[href]')) onClose();
  };

  return (
    <Drawer
      anchor="left"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          id,
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          onClick: closeOnLink,
          sx: { width: 'min(360px, 92vw)' },
        },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 2,
          py: 1.25,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <BrandMark size={28} />
        <Typography id={titleId} component="h2" sx={{ fontWeight: 800, flex: 1 }}>
          {t.mobileMenu}
        </Typography>
        <IconButton aria-label={t.closeMenu} onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>

      <Box sx={{ p: 2, display: 'grid', gap: 1.5 }}>
        <SiteSearch onSearch={onClose} />
        <PopularSearches />
      </Box>

      <Box component="nav" aria-label={t.mainNavigation} sx={{ px: 1, pb: 3 }}>
        <Box component="ul" sx={listSx}>
          {topNavItems.map((item) => {
            if (item.kind === 'link') {
              return (
                <li key={item.id}>
                  <DrawerLink to={item.to} strong>
                    {item.label}
                  </DrawerLink>
                </li>
              );
            }
            if (item.id === 'categories') {
              return (
                <li key={item.id}>
                  <Disclosure label={item.label} strong>
                    <Box component="ul" sx={listSx}>
                      {taxonomy.map((group) => (
                        <li key={group.id}>
                          <Disclosure label={group.label} icon={categoryIconPath(group.id)}>
                            <DrawerLink to={marketplaceHref.group(group.id)} strong>
                              {t.allInGroup(group.label)}
                            </DrawerLink>
                            {group.subgroups.map((subgroup) => (
                              <Box key={subgroup.id} sx={{ mt: 1 }}>
                                <DrawerLink to={marketplaceHref.subgroup(group.id, subgroup.id)}>
                                  {subgroup.label}
                                </DrawerLink>
                                <Box
                                  component="ul"
                                  aria-label={subgroup.label}
                                  sx={{
                                    ...listSx,
                                    display: 'flex',
                                    flexWrap: 'wrap',
                                    gap: 0.5,
                                    pl: 1.5,
                                  }}
                                >
                                  {subgroup.categories.map((category) => (
                                    <li key={category.id}>
                                      <Box
                                        component={RouterLink}
                                        to={marketplaceHref.category(category.id)}
                                        sx={chipSx}
                                      >
                                        {category.label}
                                      </Box>
                                    </li>
                                  ))}
                                </Box>
                              </Box>
                            ))}
                          </Disclosure>
                        </li>
                      ))}
                    </Box>
                  </Disclosure>
                </li>
              );
            }
            const menu = helpMenus.find((m) => m.path === `/${item.id}`);
            if (!menu) return null;
            return (
              <li key={item.id}>
                <Disclosure label={item.label} strong>
                  <DrawerLink to={menu.path} strong>
                    {menu.title}
                  </DrawerLink>
                  {menu.sections.map((section) => (
                    <Box key={section.id} sx={{ mt: 1 }}>
                      <DrawerLink to={section.path}>{section.title}</DrawerLink>
                      <Box component="ul" aria-label={section.title} sx={{ ...listSx, pl: 1.5 }}>
                        {section.pages.map((page) => (
                          <li key={page.id}>
                            <DrawerLink to={page.path} small>
                              {page.title}
                            </DrawerLink>
                          </li>
                        ))}
                      </Box>
                    </Box>
                  ))}
                </Disclosure>
              </li>
            );
          })}
        </Box>
      </Box>
    </Drawer>
  );
}

const listSx = { listStyle: 'none', m: 0, p: 0 } as const;

const focusRing = { '&:focus-visible': { outline: '3px solid #f97316', outlineOffset: -2 } };

const chipSx = {
  display: 'inline-block',
  px: 1,
  py: 0.25,
  borderRadius: 999,
  border: 1,
  borderColor: 'divider',
  fontSize: '0.8rem',
  color: 'text.secondary',
  textDecoration: 'none',
  ...focusRing,
} as const;

function DrawerLink({
  to,
  strong = false,
  small = false,
  children,
}: {
  to: string;
  strong?: boolean;
  small?: boolean;
  children: ReactNode;
}) {
  return (
    <Box
      component={RouterLink}
      to={to}
      sx={{
        display: 'block',
        px: 1.5,
        py: small ? 0.5 : 1,
        borderRadius: 2,
        color: strong ? 'text.primary' : 'primary.dark',
        fontWeight: strong ? 650 : 500,
        fontSize: small ? '0.875rem' : '0.95rem',
        textDecoration: 'none',
        '&:hover': { bgcolor: 'action.hover' },
        ...focusRing,
      }}
    >
      {children}
    </Box>
  );
}

/** A button that shows and hides what follows it (WAI-ARIA disclosure). */
function Disclosure({
  label,
  icon,
  strong = false,
  children,
}: {
  label: string;
  icon?: string;
  strong?: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  return (
    <>
      <Box
        component="button"
        type="button"
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setOpen((value) => !value)}
        sx={{
          all: 'unset',
          boxSizing: 'border-box',
          width: '100%',
          display: 'flex',
          alignItems: 'center',
          gap: 1.25,
          px: 1.5,
          py: 1,
          borderRadius: 2,
          cursor: 'pointer',
          fontWeight: strong ? 650 : 500,
          fontSize: '0.95rem',
          color: 'text.primary',
          '&:hover': { bgcolor: 'action.hover' },
          ...focusRing,
        }}
      >
        {icon && <Box component="img" src={icon} alt="" width={22} height={22} />}
        <Box component="span" sx={{ flex: 1 }}>
          {label}
        </Box>
        <ExpandMoreIcon
          fontSize="small"
          aria-hidden="true"
          sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }}
        />
      </Box>
      <Box id={regionId} hidden={!open} sx={{ pl: 1.5, pb: open ? 1 : 0 }}>
        {open && children}
      </Box>
    </>
  );
}
