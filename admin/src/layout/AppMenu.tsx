import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Box, Collapse, ListItemButton, ListItemText, MenuList } from '@mui/material';
import { useState } from 'react';
import { MenuItemLink, useCanAccessResources, useSidebarState, useTranslate } from 'react-admin';
import { AREA_ICONS } from './icons';
import { MENU_AREAS, type MenuGroupSpec, visibleMenu } from './menuGroups';
import { AuditMenuItem } from '../resources/audit/AuditMenuItem';
import { PrivacyMenuItem } from '../resources/privacy/PrivacyMenuItem';
import { SiteSettingsMenuItem } from '../resources/site-settings/SiteSettingsMenuItem';
import { StaffMenuItem } from '../resources/staff/StaffMenuItem';

function MenuGroup({ group }: { group: MenuGroupSpec }) {
  const translate = useTranslate();
  const [sidebarOpen] = useSidebarState();
  // SPEC §2: every group starts open.
  const [open, setOpen] = useState(true);
  const label = translate(group.label);
  return (
    <Box>
      {sidebarOpen && (
        <ListItemButton onClick={() => setOpen(!open)} aria-expanded={open} dense>
          <ListItemText primary={label} slotProps={{ primary: { variant: 'overline' } }} />
          {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
        </ListItemButton>
      )}
      <Collapse in={open || !sidebarOpen} timeout="auto">
        {/* MUI menu items must sit in a MenuList. */}
        <MenuList disablePadding aria-label={label}>
          {group.items.map((item) => {
            const Icon = AREA_ICONS[item.icon];
            return (
              <MenuItemLink
                key={item.to}
                to={item.to}
                primaryText={translate(item.label, { smart_count: 2 })}
                leftIcon={Icon ? <Icon /> : undefined}
              />
            );
          })}
        </MenuList>
      </Collapse>
    </Box>
  );
}

/** The admin-only areas, below the groups: each its own item component. */
const ADMIN_AREAS = ['staff', 'site-settings', 'privacy', 'audit'];

/**
 * The sidebar of SPEC §2: five groups, then the whole site's areas; an item shows only where the
 * authProvider's canAccess, the console's one judge of access, opens its area.
 */
export function AppMenu() {
  const { canAccess } = useCanAccessResources({ action: 'list', resources: [...MENU_AREAS, ...ADMIN_AREAS] });
  const opens = (area: string) => canAccess?.[area] === true;
  return (
    <Box component="nav" sx={{ pt: 1 }}>
      {visibleMenu(opens).map((group) => (
        <MenuGroup key={group.id} group={group} />
      ))}
      <MenuList disablePadding>
        {opens('staff') && <StaffMenuItem />}
        {opens('site-settings') && <SiteSettingsMenuItem />}
        {opens('privacy') && <PrivacyMenuItem />}
        {opens('audit') && <AuditMenuItem />}
      </MenuList>
    </Box>
  );
}
