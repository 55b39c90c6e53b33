import { useId, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DevicesIcon from '@mui/icons-material/Devices';
import PersonIcon from '@mui/icons-material/Person';
import { useNavigate } from 'react-router-dom';
import type { AuthUser } from '../../lib/auth';
import { initials } from '../../lib/format';
import { LogoutAllDialog } from './LogoutAllDialog';
import { RoleBadge } from './RoleBadge';
import { fullName, profilePathFor } from './navigation';

/** Top-bar account menu (large screens): who is signed in, Dashboard, Profile, sign out everywhere. */
export function UserMenu({ user }: { user: AuthUser }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirmAll, setConfirmAll] = useState(false);
  const navigate = useNavigate();
  const menuId = useId();
  const profilePath = profilePathFor(user.role);
  const go = (path: string) => {
    setAnchor(null);
    navigate(path);
  };
  return (
    <>
      <Tooltip title="Account">
        <IconButton
          onClick={(event) => setAnchor(event.currentTarget)}
          // The visible initials are part of the name too (WCAG 2.5.3 label in name).
          aria-label={`Account menu for ${fullName(user)}, initials ${initials(fullName(user))}`}
          aria-haspopup="menu"
          aria-expanded={Boolean(anchor)}
          aria-controls={anchor ? menuId : undefined}
        >
          <Avatar sx={{ width: 34, height: 34, bgcolor: 'primary.main', fontSize: 15, fontWeight: 700 }}>
            {initials(fullName(user))}
          </Avatar>
        </IconButton>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 240 } } }}
      >
        <Box sx={{ px: 2, py: 1 }} aria-hidden>
          <Typography sx={{ fontWeight: 700 }}>{fullName(user)}</Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {user.email}
          </Typography>
          <Box sx={{ mt: 0.75 }}>
            <RoleBadge role={user.role} />
          </Box>
        </Box>
        <Divider />
        {!user.requiresVerification && (
          <MenuItem onClick={() => go('/dashboard')}>
            <ListItemIcon>
              <DashboardIcon fontSize="small" />
            </ListItemIcon>
            Dashboard
          </MenuItem>
        )}
        {profilePath && !user.requiresVerification && (
          <MenuItem onClick={() => go(profilePath)}>
            <ListItemIcon>
              <PersonIcon fontSize="small" />
            </ListItemIcon>
            Profile
          </MenuItem>
        )}
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setConfirmAll(true);
          }}
        >
          <ListItemIcon>
            <DevicesIcon fontSize="small" />
          </ListItemIcon>
          Sign out of all devices
        </MenuItem>
      </Menu>
      <LogoutAllDialog open={confirmAll} onClose={() => setConfirmAll(false)} />
    </>
  );
}
