import { siteMessages } from '@matchbazaar/contracts';
import { type CategoryGroup } from '@matchbazaar/taxonomy';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, type RefObject } from 'react';
import { MenuColumns, MenuLink } from './menu-links';
import { marketplaceHref } from './nav-items';

/** A group's submenu beside the groups: "All in <group>", then its subgroups and their categories. */
export function GroupSubmenu({
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
      <MenuColumns
        minWidth={190}
        columns={group.subgroups.map((subgroup) => ({
          id: subgroup.id,
          label: subgroup.label,
          to: marketplaceHref.subgroup(group.id, subgroup.id),
          links: subgroup.categories.map((category) => ({
            id: category.id,
            label: category.label,
            to: marketplaceHref.category(category.id),
          })),
        }))}
      />
    </Box>
  );
}
