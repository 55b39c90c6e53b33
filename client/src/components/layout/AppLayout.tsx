import { useId, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Outlet, useLocation } from 'react-router-dom';
import { useAuth } from '../../lib/auth';
import { ErrorBoundary } from '../ErrorBoundary';
import { DesktopSidebar } from './DesktopSidebar';
import { Footer } from './Footer';
import { NavDrawer } from './NavDrawer';
import { SkipLink } from './SkipLink';
import { TopBar } from './TopBar';
import { footerVisible, sidebarVisible } from './navigation';
import { useRouteFocus } from './useRouteFocus';

/**
 * The app shell of spec section 2 "Layout": skip link, top bar, the role sidebar on large screens
 * (signed in, not on /, /login, /register or /auth/*), the one navigation drawer on phones, the
 * page in an error boundary inside <main>, and the footer on the marketing pages. Every route
 * change scrolls to the top and focuses the new page's h1.
 */
export function AppLayout() {
  const { user } = useAuth();
  const { pathname } = useLocation();
  const theme = useTheme();
  const isDesktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerId = useId();
  const mainRef = useRef<HTMLElement>(null);
  useRouteFocus(mainRef);
  const showSidebar = sidebarVisible(pathname, Boolean(user));

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SkipLink />
      <TopBar
        user={user}
        isDesktop={isDesktop}
        drawerId={drawerId}
        drawerOpen={drawerOpen}
        onOpenDrawer={() => setDrawerOpen(true)}
      />
      {!isDesktop && (
        <NavDrawer
          id={drawerId}
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          user={user}
          workspace={showSidebar}
        />
      )}
      <Box sx={{ display: 'flex', flex: 1, minHeight: 0 }}>
        {showSidebar && user && isDesktop && <DesktopSidebar user={user} />}
        <Box
          component="main"
          id="main-content"
          ref={mainRef}
          tabIndex={-1}
          sx={{
            flex: 1,
            minWidth: 0,
            outline: 'none',
            '& h1[tabindex="-1"]:focus:not(:focus-visible)': { outline: 'none' },
          }}
        >
          <ErrorBoundary resetKey={pathname}>
            <Outlet />
          </ErrorBoundary>
        </Box>
      </Box>
      {footerVisible(pathname) && <Footer />}
    </Box>
  );
}

export default AppLayout;
