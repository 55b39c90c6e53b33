import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import KeyboardDoubleArrowLeftIcon from '@mui/icons-material/KeyboardDoubleArrowLeft';
import KeyboardDoubleArrowRightIcon from '@mui/icons-material/KeyboardDoubleArrowRight';
import LogoutIcon from '@mui/icons-material/Logout';
import { ROLE_BADGE } from '../../lib/theme';
import type { AuthUser } from '../../lib/auth';
import { SidebarNav } from './SidebarNav';
import { UserSummary } from './UserSummary';
import { APPBAR_HEIGHT, SIDEBAR_COLLAPSED_KEY, SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH, readSidebarCollapsed } from './navigation';
import { useLogout } from './useLogout';

/**
 * The sidebar on large screens (768 px and up): collapsible (remembered in localStorage), the
 * role's workspace links, the user, and the sidebar logout (to /login with replace).
 */
export function DesktopSidebar({ user }: { user: AuthUser }) {
  const theme = useTheme();
  const [collapsed, setCollapsed] = useState(readSidebarCollapsed);
  const logout = useLogout('sidebar');

  const toggle = () => {
    setCollapsed((value) => {
      try {
        window.localStorage.setItem(SIDEBAR_COLLAPSED_KEY, String(!value));
      } catch {
        // Storage unavailable: the choice lasts for this visit only.
      }
      return !value;
    });
  };

  const logoutButton = (
    <Button
      fullWidth
      color="inherit"
      variant="outlined"
      onClick={() => void logout.run()}
      disabled={logout.busy}
      aria-label={collapsed ? 'Logout' : undefined}
      sx={{ minWidth: 0, borderColor: 'divider', justifyContent: collapsed ? 'center' : 'flex-start' }}
      startIcon={collapsed ? undefined : <LogoutIcon />}
    >
      {collapsed ? <LogoutIcon /> : logout.busy ? 'Signing out...' : 'Logout'}
    </Button>
  );

  return (
    <Box
      component="aside"
      aria-label="Sidebar"
      sx={{
        width: collapsed ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH,
        flexShrink: 0,
        position: 'sticky',
        top: APPBAR_HEIGHT,
        height: `calc(100vh - ${APPBAR_HEIGHT}px)`,
        borderRight: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        transition: theme.transitions.create('width', { duration: theme.transitions.duration.shorter }),
        overflowX: 'hidden',
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <Box sx={{ display: 'flex', justifyContent: collapsed ? 'center' : 'flex-end', px: 1, pt: 1 }}>
        <Tooltip title={collapsed ? 'Expand sidebar' : 'Collapse sidebar'} placement="right">
          <IconButton
            onClick={toggle}
            size="small"
            aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
            aria-expanded={!collapsed}
          >
            {collapsed ? <KeyboardDoubleArrowRightIcon /> : <KeyboardDoubleArrowLeftIcon />}
          </IconButton>
        </Tooltip>
      </Box>
      {!collapsed && (
        <Box sx={{ px: 2.5, pb: 1 }}>
          <Typography variant="overline" color="text.secondary">
            {ROLE_BADGE[user.role]?.label ?? 'Account'} workspace
          </Typography>
        </Box>
      )}
      <Box sx={{ flex: 1, overflowY: 'auto' }}>
        <SidebarNav user={user} collapsed={collapsed} />
      </Box>
      <Divider />
      <Box sx={{ p: 1.5 }}>
        {!collapsed && (
          <Box sx={{ mb: 1.5, px: 1 }}>
            <UserSummary user={user} detail="email" />
          </Box>
        )}
        {collapsed ? (
          <Tooltip title="Logout" placement="right">
            <Box>{logoutButton}</Box>
          </Tooltip>
        ) : (
          logoutButton
        )}
      </Box>
    </Box>
  );
}

export default DesktopSidebar;
