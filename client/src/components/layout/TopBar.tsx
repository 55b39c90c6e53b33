import { Suspense } from 'react';
import Box from '@mui/material/Box';
import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import { alpha, useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import MenuIcon from '@mui/icons-material/Menu';
import { NavLink, Link as RouterLink } from 'react-router-dom';
import type { AuthUser } from '../../lib/auth';
import { withDataLayer } from '../../lib/dataLayer';
import { lazyPart } from '../../lib/lazyPart';
import { Brand } from './Brand';
import { APPBAR_HEIGHT, PUBLIC_LINKS } from './navigation';

/* Signed-in users only: its own chunk (docs/decisions/0017-landing-speed.md). */
const TopBarUserActions = lazyPart(withDataLayer(() => import('./TopBarUserActions')));

export interface TopBarProps {
  user: AuthUser | null;
  /** 768 px and up (theme `md`). */
  isDesktop: boolean;
  /** Id of the phone drawer the menu button opens. */
  drawerId: string;
  drawerOpen: boolean;
  onOpenDrawer: () => void;
}

/**
 * The top bar (always shown, spec section 2): brand and public links; signed out, Sign In and
 * Register; signed in, role badge, notification bell, account menu and the top-bar logout
 * ('Signing out...' while busy, then /). Under 768 px everything but the brand and the bell
 * moves into the one navigation drawer behind the menu button.
 */
export function TopBar({ user, isDesktop, drawerId, drawerOpen, onOpenDrawer }: TopBarProps) {
  const theme = useTheme();
  const isWide = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });

  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: alpha('#ffffff', 0.92),
        backdropFilter: 'saturate(180%) blur(12px)',
      }}
    >
      <Toolbar sx={{ minHeight: APPBAR_HEIGHT, gap: 1 }}>
        {!isDesktop && (
          <IconButton
            edge="start"
            onClick={onOpenDrawer}
            aria-label="Open navigation"
            aria-haspopup="dialog"
            aria-expanded={drawerOpen}
            aria-controls={drawerOpen ? drawerId : undefined}
          >
            <MenuIcon />
          </IconButton>
        )}
        <Brand />
        {isDesktop && (
          <Box component="nav" aria-label="Main" sx={{ display: 'flex', gap: 0.5, ml: { md: 2, lg: 4 } }}>
            {PUBLIC_LINKS.map((link) => (
              <Button
                key={link.to}
                component={NavLink}
                to={link.to}
                end={link.to === '/'}
                color="inherit"
                sx={{
                  px: { md: 1, lg: 1.5 },
                  whiteSpace: 'nowrap',
                  color: 'text.secondary',
                  '&.active': { color: 'primary.main', bgcolor: alpha(theme.palette.primary.main, 0.08) },
                }}
              >
                {link.label}
              </Button>
            ))}
          </Box>
        )}
        <Box sx={{ flex: 1 }} />
        {user ? (
          <Suspense fallback={null}>
            <TopBarUserActions user={user} isDesktop={isDesktop} isWide={isWide} />
          </Suspense>
        ) : (
          isDesktop && (
            <Stack direction="row" spacing={1}>
              <Button component={RouterLink} to="/login" color="inherit">
                Sign In
              </Button>
              <Button component={RouterLink} to="/register" variant="contained">
                Register
              </Button>
            </Stack>
          )
        )}
      </Toolbar>
    </AppBar>
  );
}
