import { Suspense, useId, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Outlet, useLocation } from 'react-router-dom';
import { useAuth } from '../../lib/auth';
import { lazyPart } from '../../lib/lazyPart';
import { useLoadOnApproach } from '../../lib/useLoadOnApproach';
import { ErrorBoundary } from '../ErrorBoundary';
import { SkipLink } from './SkipLink';
import { TopBar } from './TopBar';
import {
  SIDEBAR_COLLAPSED_WIDTH,
  SIDEBAR_WIDTH,
  footerVisible,
  readSidebarCollapsed,
  sidebarVisible,
} from './navigation';
import { useRouteFocus } from './useRouteFocus';

/*
 * Loaded where they are used (docs/decisions/0017-landing-speed.md): the sidebar with a signed-in
 * workspace page, the phone drawer on its first opening; a visitor's landing page needs neither.
 */
const DesktopSidebar = lazyPart(() => import('./DesktopSidebar'));
const NavDrawer = lazyPart(() => import('./NavDrawer'));
const Footer = lazyPart(() => import('./Footer'));

/** About the footer's rendered height per breakpoint: kept for it while its code loads. */
export const FOOTER_MIN_HEIGHT = { xs: 1220, sm: 920, md: 644 } as const;

/**
 * The footer, loaded as it nears the viewport (or at the first interaction) in space kept for
 * it, so nothing moves when it arrives; on short pages that is at once.
 */
function FooterWhenNear() {
  const ref = useRef<HTMLDivElement>(null);
  const near = useLoadOnApproach(ref);
  const space = <Box ref={near ? undefined : ref} aria-hidden sx={{ minHeight: FOOTER_MIN_HEIGHT }} />;
  return near ? <Suspense fallback={space}><Footer /></Suspense> : space;
}

/** The sidebar's width while its code loads, so the page beside it does not move when it arrives. */
function SidebarSpace() {
  return <Box aria-hidden sx={{ width: readSidebarCollapsed() ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH, flexShrink: 0 }} />;
}

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
  // Mounted from its first opening on, so it can play its closing transition.
  const [drawerUsed, setDrawerUsed] = useState(false);
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
        onOpenDrawer={() => {
          setDrawerUsed(true);
          setDrawerOpen(true);
        }}
      />
      {!isDesktop && drawerUsed && (
        <Suspense fallback={null}>
          <NavDrawer
            id={drawerId}
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            user={user}
            workspace={showSidebar}
          />
        </Suspense>
      )}
      <Box sx={{ display: 'flex', flex: 1, minHeight: 0 }}>
        {showSidebar && user && isDesktop && (
          <Suspense fallback={<SidebarSpace />}>
            <DesktopSidebar user={user} />
          </Suspense>
        )}
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
      {footerVisible(pathname) && <FooterWhenNear />}
    </Box>
  );
}

export default AppLayout;
