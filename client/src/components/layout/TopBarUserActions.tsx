import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import LogoutIcon from '@mui/icons-material/Logout';
import type { AuthUser } from '../../lib/auth';
import { NotificationBell } from '../NotificationBell';
import { RoleBadge } from './RoleBadge';
import { UserMenu } from './UserMenu';
import { useLogout } from './useLogout';

export interface TopBarUserActionsProps {
  user: AuthUser;
  /** 768 px and up (theme `md`). */
  isDesktop: boolean;
  /** 1200 px and up (theme `lg`). */
  isWide: boolean;
}

/**
 * The signed-in end of the top bar: role badge, notification bell, account menu and the top-bar
 * logout ('Signing out...' while busy, then /). Its own chunk, loaded only for a signed-in user
 * (docs/decisions/0017-landing-speed.md): a visitor's first screen does not carry the menus,
 * tooltips and notification subscription.
 */
export default function TopBarUserActions({ user, isDesktop, isWide }: TopBarUserActionsProps) {
  const logout = useLogout('topBar');
  return (
    <Stack direction="row" spacing={{ xs: 0.5, md: 1.5 }} sx={{ alignItems: 'center' }}>
      {isWide && <RoleBadge role={user.role} />}
      <NotificationBell />
      {isDesktop && <UserMenu user={user} />}
      {isDesktop &&
        (isWide || logout.busy ? (
          <Button
            variant="outlined"
            color="inherit"
            startIcon={<LogoutIcon />}
            disabled={logout.busy}
            onClick={() => void logout.run()}
            sx={{ borderColor: 'divider', whiteSpace: 'nowrap' }}
          >
            {logout.busy ? 'Signing out...' : 'Logout'}
          </Button>
        ) : (
          <Tooltip title="Logout">
            <IconButton onClick={() => void logout.run()} aria-label="Logout">
              <LogoutIcon />
            </IconButton>
          </Tooltip>
        ))}
    </Stack>
  );
}
