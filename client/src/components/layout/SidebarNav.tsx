import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import { alpha, useTheme } from '@mui/material/styles';
import { NavLink } from 'react-router-dom';
import { sidebarLinksFor } from '../../lib/paths';
import type { AuthUser } from '../../lib/auth';
import { SIDEBAR_ICONS } from './sidebarIcons';

/**
 * The role's workspace links (nav "Workspace"), built from the table of paths: only pages the
 * user may open, Book Cleaning highlighted. Collapsed, it shows icons with tooltips.
 */
export function SidebarNav({
  user,
  collapsed = false,
  onNavigate,
}: {
  user: AuthUser;
  collapsed?: boolean;
  /** Called after a link is followed (closes the phone drawer). */
  onNavigate?: () => void;
}) {
  const theme = useTheme();
  const links = sidebarLinksFor(user);
  const withTooltip = (label: string, node: ReactNode) =>
    collapsed ? (
      <Tooltip title={label} placement="right" key={label}>
        <Box>{node}</Box>
      </Tooltip>
    ) : (
      node
    );

  return (
    <List component="nav" aria-label="Workspace" sx={{ px: 1 }}>
      {links.map((item) => {
        const Icon = SIDEBAR_ICONS[item.icon];
        return withTooltip(
          item.label,
          <ListItemButton
            key={item.to}
            component={NavLink}
            to={item.to}
            end={item.to === '/dashboard'}
            onClick={onNavigate}
            aria-label={collapsed ? item.label : undefined}
            sx={{
              borderRadius: 2,
              mb: 0.5,
              minHeight: 44,
              justifyContent: collapsed ? 'center' : 'flex-start',
              px: collapsed ? 1 : 1.5,
              ...(item.highlight
                ? {
                    bgcolor: 'primary.main',
                    color: 'primary.contrastText',
                    boxShadow: `0 6px 16px ${alpha(theme.palette.primary.main, 0.3)}`,
                    '&:hover': { bgcolor: 'primary.dark' },
                    '& .MuiListItemIcon-root': { color: 'inherit' },
                    '&.active': { bgcolor: 'primary.dark', color: 'primary.contrastText' },
                  }
                : {
                    color: 'text.secondary',
                    '&.active': {
                      bgcolor: alpha(theme.palette.primary.main, 0.1),
                      color: 'primary.main',
                      fontWeight: 700,
                      '& .MuiListItemIcon-root': { color: 'primary.main' },
                    },
                  }),
            }}
          >
            <ListItemIcon sx={{ minWidth: collapsed ? 0 : 40, color: 'inherit' }}>
              <Icon />
            </ListItemIcon>
            {!collapsed && <ListItemText primary={item.label} slotProps={{ primary: { sx: { fontWeight: 'inherit' } } }} />}
          </ListItemButton>,
        );
      })}
    </List>
  );
}
