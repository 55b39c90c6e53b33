import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import LogoutIcon from '@mui/icons-material/Logout';
import StarRoundedIcon from '@mui/icons-material/StarRounded';
import { NavLink, Link as RouterLink } from 'react-router-dom';
import type { AuthUser } from '../../lib/auth';
import { Brand } from './Brand';
import { LogoutAllDialog } from './LogoutAllDialog';
import { SidebarNav } from './SidebarNav';
import { UserSummary } from './UserSummary';
import { PUBLIC_LINKS, SIDEBAR_WIDTH } from './navigation';
import { useLogout } from './useLogout';

export interface NavDrawerProps {
  id: string;
  open: boolean;
  onClose: () => void;
  user: AuthUser | null;
  /**
   * True on the pages that have a sidebar on large screens: the drawer then is that sidebar and
   * its logout is the sidebar's (to /login with replace); elsewhere it is the top bar's (to /).
   */
  workspace: boolean;
}

/**
 * The one navigation drawer on phones (under 768 px): the user and the role's workspace
 * links when signed in, the public links, and a single logout; signed out, Get Started, Sign In
 * and Register (spec section 2 "Layout").
 */
export function NavDrawer({ id, open, onClose, user, workspace }: NavDrawerProps) {
  const logout = useLogout(workspace ? 'sidebar' : 'topBar', onClose);
  const [confirmAll, setConfirmAll] = useState(false);
  return (
    <>
      <Drawer
        id={id}
        anchor="left"
        open={open}
        onClose={onClose}
        slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH + 40, maxWidth: '85vw' }, 'aria-label': 'Navigation' } }}
      >
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}>
          <Brand onClick={onClose} />
          <IconButton onClick={onClose} aria-label="Close navigation">
            <CloseIcon />
          </IconButton>
        </Stack>
        <Divider />
        {user && (
          <>
            <Box sx={{ px: 2, py: 2 }}>
              <UserSummary user={user} detail="role" />
            </Box>
            <SidebarNav user={user} onNavigate={onClose} />
            <Divider />
          </>
        )}
        <List component="nav" aria-label="Main" sx={{ px: 1 }}>
          {PUBLIC_LINKS.map((link) => (
            <ListItemButton
              key={link.to}
              component={NavLink}
              to={link.to}
              end={link.to === '/'}
              onClick={onClose}
              sx={{ borderRadius: 2, '&.active': { color: 'primary.main', fontWeight: 700 } }}
            >
              <ListItemText primary={link.label} slotProps={{ primary: { sx: { fontWeight: 'inherit' } } }} />
            </ListItemButton>
          ))}
        </List>
        <Divider />
        <Stack spacing={1.5} sx={{ p: 2 }}>
          {user ? (
            <>
              <Button
                variant="outlined"
                color="inherit"
                startIcon={<LogoutIcon />}
                disabled={logout.busy}
                onClick={() => void logout.run()}
                sx={{ borderColor: 'divider' }}
              >
                {logout.busy ? 'Signing out...' : 'Logout'}
              </Button>
              <Button
                size="small"
                color="inherit"
                onClick={() => {
                  onClose();
                  setConfirmAll(true);
                }}
                sx={{ color: 'text.secondary' }}
              >
                Sign out of all devices
              </Button>
            </>
          ) : (
            <>
              <Button variant="contained" size="large" component={RouterLink} to="/register" onClick={onClose}>
                Get Started
              </Button>
              <Stack direction="row" spacing={1.5}>
                <Button fullWidth variant="outlined" component={RouterLink} to="/login" onClick={onClose}>
                  Sign In
                </Button>
                <Button fullWidth variant="outlined" component={RouterLink} to="/register" onClick={onClose}>
                  Register
                </Button>
              </Stack>
              <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', justifyContent: 'center', pt: 1 }}>
                <Stack direction="row" aria-hidden sx={{ color: '#f5a623' }}>
                  {[0, 1, 2, 3, 4].map((i) => (
                    <StarRoundedIcon key={i} fontSize="small" />
                  ))}
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  Join 10,000+ happy customers
                </Typography>
              </Stack>
            </>
          )}
        </Stack>
      </Drawer>
      {user && <LogoutAllDialog open={confirmAll} onClose={() => setConfirmAll(false)} />}
    </>
  );
}

export default NavDrawer;
