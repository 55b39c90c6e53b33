import { useEffect, useId, useState, type ComponentType, type ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { alpha, useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import AddCircleIcon from '@mui/icons-material/AddCircle';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import CleaningServicesIcon from '@mui/icons-material/CleaningServices';
import CloseIcon from '@mui/icons-material/Close';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DevicesIcon from '@mui/icons-material/Devices';
import EnergySavingsLeafIcon from '@mui/icons-material/EnergySavingsLeaf';
import EventNoteIcon from '@mui/icons-material/EventNote';
import FacebookIcon from '@mui/icons-material/Facebook';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import InsightsIcon from '@mui/icons-material/Insights';
import InstagramIcon from '@mui/icons-material/Instagram';
import KeyboardDoubleArrowLeftIcon from '@mui/icons-material/KeyboardDoubleArrowLeft';
import KeyboardDoubleArrowRightIcon from '@mui/icons-material/KeyboardDoubleArrowRight';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import LockIcon from '@mui/icons-material/Lock';
import LogoutIcon from '@mui/icons-material/Logout';
import MailIcon from '@mui/icons-material/Mail';
import MenuIcon from '@mui/icons-material/Menu';
import PaymentsIcon from '@mui/icons-material/Payments';
import PeopleIcon from '@mui/icons-material/People';
import PersonIcon from '@mui/icons-material/Person';
import RateReviewIcon from '@mui/icons-material/RateReview';
import SentimentVerySatisfiedIcon from '@mui/icons-material/SentimentVerySatisfied';
import ShieldIcon from '@mui/icons-material/Shield';
import StarRoundedIcon from '@mui/icons-material/StarRounded';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import ViewSidebarIcon from '@mui/icons-material/ViewSidebar';
import WorkIcon from '@mui/icons-material/Work';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import XIcon from '@mui/icons-material/X';
import { NavLink, Outlet, Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { ROLE_BADGE } from '../app/theme';
import { useAuth, type AuthUser, type Role } from '../lib/auth';
import { config } from '../lib/config';
import { initials } from '../lib/format';
import { useToast } from '../lib/toast';
import { ErrorBoundary } from './ErrorBoundary';
import { NotificationBell } from './NotificationBell';

/* ------------------------------------------------------------------ navigation data */

interface NavItem {
  to: string;
  label: string;
  icon: ComponentType<SvgIconProps>;
  /** Shown as a filled call-to-action (Book Cleaning). */
  highlight?: boolean;
}

const PUBLIC_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/services', label: 'Services' },
  { to: '/about', label: 'About us' },
  { to: '/contact', label: 'Contact us' },
];

/** Spec section 2 "Layout": the sidebar links of each role. */
export const SIDEBAR_LINKS: Record<Role, NavItem[]> = {
  customer: [
    { to: '/dashboard', label: 'Dashboard', icon: DashboardIcon },
    { to: '/book', label: 'Book Cleaning', icon: AddCircleIcon, highlight: true },
    { to: '/customer/bookings', label: 'My Bookings', icon: EventNoteIcon },
    { to: '/customer/tickets', label: 'Support Tickets', icon: SupportAgentIcon },
    { to: '/customer/membership', label: 'Membership', icon: WorkspacePremiumIcon },
    { to: '/customer/profile', label: 'Profile', icon: PersonIcon },
  ],
  cleaner: [
    { to: '/dashboard', label: 'Dashboard', icon: DashboardIcon },
    { to: '/cleaner/jobs', label: 'Jobs', icon: WorkIcon },
    { to: '/cleaner/availability', label: 'Availability', icon: CalendarMonthIcon },
    { to: '/cleaner/earnings', label: 'Earnings', icon: PaymentsIcon },
    { to: '/cleaner/profile', label: 'Profile', icon: PersonIcon },
  ],
  admin: [
    { to: '/dashboard', label: 'Dashboard', icon: DashboardIcon },
    { to: '/admin/users', label: 'Users', icon: PeopleIcon },
    { to: '/admin/freelancers/pending', label: 'Pending Freelancers', icon: HowToRegIcon },
    { to: '/admin/bookings', label: 'Bookings', icon: EventNoteIcon },
    { to: '/admin/services', label: 'Services', icon: CleaningServicesIcon },
    { to: '/admin/reviews', label: 'Reviews', icon: RateReviewIcon },
    { to: '/admin/tickets', label: 'Support Tickets', icon: SupportAgentIcon },
    { to: '/admin/contact-messages', label: 'Contact Messages', icon: MailIcon },
    { to: '/admin/memberships', label: 'Memberships', icon: WorkspacePremiumIcon },
    { to: '/admin/payments', label: 'Payments', icon: PaymentsIcon },
    { to: '/admin/analytics', label: 'Analytics', icon: InsightsIcon },
  ],
};

const DASHBOARD_ONLY: NavItem[] = [{ to: '/dashboard', label: 'Dashboard', icon: DashboardIcon }];

function sidebarLinksFor(role: string): NavItem[] {
  return (SIDEBAR_LINKS as Record<string, NavItem[] | undefined>)[role] ?? DASHBOARD_ONLY;
}

function profilePathFor(role: Role): string | null {
  if (role === 'customer') return '/customer/profile';
  if (role === 'cleaner') return '/cleaner/profile';
  return null;
}

const NO_SIDEBAR_PATHS = new Set(['/', '/login', '/register']);
const FOOTER_PATHS = new Set(['/', '/services', '/about', '/contact', '/login', '/register']);

/** Sidebar rule of spec section 2: signed in, and not on /, /login, /register or /auth/*. */
export function sidebarVisible(pathname: string, signedIn: boolean): boolean {
  return signedIn && !NO_SIDEBAR_PATHS.has(pathname) && !pathname.startsWith('/auth/');
}

const SIDEBAR_WIDTH = 260;
const SIDEBAR_COLLAPSED_WIDTH = 76;
const COLLAPSE_KEY = 'sidebarCollapsed';
const APPBAR_HEIGHT = 64;

/* ------------------------------------------------------------------ small pieces */

/** The brand mark: an inline SVG sparkle in a rounded square. */
function BrandMark({ size = 34 }: { size?: number }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 64 64"
      aria-hidden
      sx={{ width: size, height: size, flexShrink: 0, display: 'block' }}
    >
      <defs>
        <linearGradient id="brand-gradient" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#1e88e5" />
          <stop offset="1" stopColor="#00897b" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill="url(#brand-gradient)" />
      <path d="M32 12l5 12 12 5-12 5-5 12-5-12-12-5 12-5z" fill="#fff" />
      <circle cx="47" cy="17" r="3.5" fill="#fff" opacity="0.85" />
    </Box>
  );
}

function Brand() {
  return (
    <Box
      component={RouterLink}
      to="/"
      aria-label={`${config.appName} home`}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none', borderRadius: 1 }}
    >
      <BrandMark />
      <Typography variant="h6" component="span" sx={{ fontWeight: 800, letterSpacing: '-0.02em', whiteSpace: 'nowrap' }}>
        {config.appName}
      </Typography>
    </Box>
  );
}

/** Role chip: blue customer, green Freelancer, purple admin. */
export function RoleBadge({ role, size = 'small' }: { role: Role; size?: 'small' | 'medium' }) {
  const badge = ROLE_BADGE[role] ?? ROLE_BADGE.customer;
  return (
    <Chip
      size={size}
      label={badge.label}
      sx={{ color: badge.color, bgcolor: badge.background, border: `1px solid ${alpha(badge.color, 0.25)}` }}
    />
  );
}

function fullName(user: AuthUser): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email;
}

function ScrollToTop() {
  const { pathname, state } = useLocation();
  const wantsSection = Boolean(state && typeof state === 'object' && 'scrollTo' in state);
  useEffect(() => {
    if (!wantsSection) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, wantsSection]);
  return null;
}

function SkipLink() {
  return (
    <Box
      component="a"
      href="#main-content"
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: 2000,
        px: 2,
        py: 1,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        borderRadius: 1,
        '&:focus': { top: 8 },
      }}
    >
      Skip to main content
    </Box>
  );
}

/** Confirmation before signing out of every device (destructive). */
function LogoutAllDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { logoutAll } = useAuth();
  const navigate = useNavigate();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Sign out of all devices?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          You will be signed out everywhere, including this browser, phones and tablets. You can sign in again at any
          time.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button
          color="error"
          variant="contained"
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            const ok = await logoutAll();
            setBusy(false);
            if (ok) {
              onClose();
              toast.success('You have been signed out of all devices.');
              navigate('/login', { replace: true });
            }
          }}
        >
          {busy ? 'Signing out...' : 'Sign out everywhere'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/* ------------------------------------------------------------------ top bar */

function UserMenu({ user }: { user: AuthUser }) {
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
          aria-label={`Account menu for ${fullName(user)}`}
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
        <MenuItem onClick={() => go('/dashboard')}>
          <ListItemIcon>
            <DashboardIcon fontSize="small" />
          </ListItemIcon>
          Dashboard
        </MenuItem>
        {profilePath && (
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

/** Top-bar logout: disabled while busy, reads 'Signing out...', then goes to /. */
function useTopBarLogout() {
  const { logout } = useAuth();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      if (await logout()) navigate('/');
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

function MobileMenu({ open, onClose, user }: { open: boolean; onClose: () => void; user: AuthUser | null }) {
  const logout = useTopBarLogout();
  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 300, maxWidth: '85vw' } } }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}>
        <Brand />
        <IconButton onClick={onClose} aria-label="Close menu">
          <CloseIcon />
        </IconButton>
      </Stack>
      <Divider />
      {user && (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', px: 2, py: 2 }}>
          <Avatar sx={{ bgcolor: 'primary.main' }}>{initials(fullName(user))}</Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700 }} noWrap>
              {fullName(user)}
            </Typography>
            <RoleBadge role={user.role} />
          </Box>
        </Stack>
      )}
      <List component="nav" aria-label="Main">
        {PUBLIC_LINKS.map((link) => (
          <ListItemButton key={link.to} component={NavLink} to={link.to} end={link.to === '/'} onClick={onClose}>
            <ListItemText primary={link.label} />
          </ListItemButton>
        ))}
        {user && (
          <ListItemButton component={NavLink} to="/dashboard" onClick={onClose}>
            <ListItemText primary="Dashboard" />
          </ListItemButton>
        )}
      </List>
      <Divider />
      <Stack spacing={1.5} sx={{ p: 2 }}>
        {user ? (
          <Button
            variant="outlined"
            color="inherit"
            startIcon={<LogoutIcon />}
            disabled={logout.busy}
            onClick={() => void logout.run()}
          >
            {logout.busy ? 'Signing out...' : 'Logout'}
          </Button>
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
  );
}

function TopBar({
  user,
  showSidebarToggle,
  onOpenSidebar,
}: {
  user: AuthUser | null;
  showSidebarToggle: boolean;
  onOpenSidebar: () => void;
}) {
  const theme = useTheme();
  const isDesktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const isWide = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
  const [mobileOpen, setMobileOpen] = useState(false);
  const logout = useTopBarLogout();

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
        {showSidebarToggle && !isDesktop && (
          <IconButton edge="start" onClick={onOpenSidebar} aria-label="Open navigation">
            <ViewSidebarIcon />
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
        {!isDesktop && (
          <IconButton edge="end" onClick={() => setMobileOpen(true)} aria-label="Open menu" aria-expanded={mobileOpen}>
            <MenuIcon />
          </IconButton>
        )}
      </Toolbar>
      {!isDesktop && <MobileMenu open={mobileOpen} onClose={() => setMobileOpen(false)} user={user} />}
    </AppBar>
  );
}

/* ------------------------------------------------------------------ sidebar */

function SidebarContent({
  user,
  collapsed,
  onNavigate,
  onToggleCollapse,
}: {
  user: AuthUser;
  collapsed: boolean;
  onNavigate?: () => void;
  onToggleCollapse?: () => void;
}) {
  const { logout } = useAuth();
  const navigate = useNavigate();
  const theme = useTheme();
  const [busy, setBusy] = useState(false);
  const links = sidebarLinksFor(user.role);

  const signOut = async () => {
    setBusy(true);
    try {
      if (await logout()) {
        onNavigate?.();
        navigate('/login', { replace: true });
      }
    } finally {
      setBusy(false);
    }
  };

  const withTooltip = (label: string, node: ReactNode) =>
    collapsed ? (
      <Tooltip title={label} placement="right" key={label}>
        <Box>{node}</Box>
      </Tooltip>
    ) : (
      node
    );

  return (
    <Stack sx={{ height: '100%' }}>
      {onToggleCollapse && (
        <Box sx={{ display: 'flex', justifyContent: collapsed ? 'center' : 'flex-end', px: 1, pt: 1 }}>
          <Tooltip title={collapsed ? 'Expand sidebar' : 'Collapse sidebar'} placement="right">
            <IconButton
              onClick={onToggleCollapse}
              size="small"
              aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
              aria-expanded={!collapsed}
            >
              {collapsed ? <KeyboardDoubleArrowRightIcon /> : <KeyboardDoubleArrowLeftIcon />}
            </IconButton>
          </Tooltip>
        </Box>
      )}
      {!collapsed && (
        <Box sx={{ px: 2.5, pt: onToggleCollapse ? 0 : 2, pb: 1 }}>
          <Typography variant="overline" color="text.secondary">
            {ROLE_BADGE[user.role]?.label ?? 'Account'} workspace
          </Typography>
        </Box>
      )}
      <List component="nav" aria-label="Workspace" sx={{ px: 1, flex: 1, overflowY: 'auto' }}>
        {links.map((item) => {
          const Icon = item.icon;
          const button = (
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
            </ListItemButton>
          );
          return withTooltip(item.label, button);
        })}
      </List>
      <Divider />
      <Box sx={{ p: 1.5 }}>
        {!collapsed && (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1.5, px: 1 }}>
            <Avatar sx={{ width: 36, height: 36, bgcolor: 'primary.main', fontSize: 14 }}>{initials(fullName(user))}</Avatar>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 700 }} noWrap>
                {fullName(user)}
              </Typography>
              <Typography variant="caption" color="text.secondary" noWrap component="p">
                {user.email}
              </Typography>
            </Box>
          </Stack>
        )}
        {withTooltip(
          'Logout',
          <Button
            fullWidth
            color="inherit"
            variant="outlined"
            onClick={() => void signOut()}
            disabled={busy}
            aria-label={collapsed ? 'Logout' : undefined}
            sx={{ minWidth: 0, borderColor: 'divider', justifyContent: collapsed ? 'center' : 'flex-start' }}
            startIcon={collapsed ? undefined : <LogoutIcon />}
          >
            {collapsed ? <LogoutIcon /> : busy ? 'Signing out...' : 'Logout'}
          </Button>,
        )}
      </Box>
    </Stack>
  );
}

function readCollapsed(): boolean {
  try {
    return window.localStorage.getItem(COLLAPSE_KEY) === 'true';
  } catch {
    return false;
  }
}

/* ------------------------------------------------------------------ footer */

const FOOTER_CLAIMS: { label: string; icon: ComponentType<SvgIconProps> }[] = [
  { label: 'Available 24/7', icon: AccessTimeIcon },
  { label: '99.9% Customer Satisfaction', icon: SentimentVerySatisfiedIcon },
  { label: 'Eco-Friendly Products', icon: EnergySavingsLeafIcon },
  { label: 'SSL Secured', icon: LockIcon },
  { label: 'Insured & Bonded', icon: ShieldIcon },
  { label: 'Background Checked', icon: VerifiedUserIcon },
];

const FOOTER_COLUMNS: { title: string; links: { to: string; label: string }[] }[] = [
  {
    title: 'Company',
    links: [
      { to: '/about', label: 'About us' },
      { to: '/how-it-works', label: 'How it works' },
      { to: '/careers', label: 'Careers' },
      { to: '/press', label: 'Press' },
      { to: '/blog', label: 'Blog' },
    ],
  },
  {
    title: 'Customers',
    links: [
      { to: '/services', label: 'All services' },
      { to: '/memberships/plans', label: 'Membership plans' },
      { to: '/help-center', label: 'Help center' },
      { to: '/contact', label: 'Contact us' },
    ],
  },
  {
    title: 'Trust',
    links: [
      { to: '/safety', label: 'Safety' },
      { to: '/trust-safety', label: 'Trust & safety' },
      { to: '/terms-of-service', label: 'Terms of service' },
      { to: '/privacy-policy', label: 'Privacy policy' },
    ],
  },
];

const SOCIAL_LINKS: { label: string; icon: ComponentType<SvgIconProps> }[] = [
  { label: 'Facebook', icon: FacebookIcon },
  { label: 'Instagram', icon: InstagramIcon },
  { label: 'X', icon: XIcon },
  { label: 'LinkedIn', icon: LinkedInIcon },
];

function Footer() {
  return (
    <Box
      component="footer"
      sx={{ mt: 'auto', color: 'grey.300', background: 'linear-gradient(160deg, #0b1f3a 0%, #0f2f4f 60%, #0b3b3a 100%)' }}
    >
      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 8 } }}>
        <Box
          sx={{
            mb: 6,
            p: { xs: 3, md: 4 },
            borderRadius: 4,
            display: 'flex',
            flexDirection: { xs: 'column', md: 'row' },
            alignItems: { xs: 'flex-start', md: 'center' },
            gap: 2,
            background: 'linear-gradient(120deg, rgba(30,136,229,0.35), rgba(0,137,123,0.35))',
            border: '1px solid rgba(255,255,255,0.12)',
          }}
        >
          <Box sx={{ flex: 1 }}>
            <Typography variant="h5" component="p" sx={{ color: '#fff' }}>
              Are you a cleaning pro?
            </Typography>
            <Typography>
              Join as a freelancer: choose your jobs, set your availability and get paid securely after every clean.
            </Typography>
          </Box>
          <Button
            component={RouterLink}
            to="/register?role=freelancer"
            variant="contained"
            color="secondary"
            size="large"
            startIcon={<HowToRegIcon />}
          >
            Register as a freelancer
          </Button>
        </Box>

        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2, color: '#fff' }}>
              <BrandMark />
              <Typography variant="h6" component="p">
                {config.appName}
              </Typography>
            </Stack>
            <Typography variant="body2" sx={{ mb: 2, maxWidth: 340 }}>
              Vetted cleaners and 50+ property services in 36+ cities, booked online in minutes. Member rates from
              $18/hour.
            </Typography>
            <Stack direction="row" spacing={1}>
              {SOCIAL_LINKS.map(({ label, icon: Icon }) => (
                <IconButton
                  key={label}
                  component="a"
                  href="#"
                  onClick={(event) => event.preventDefault()}
                  aria-label={`${config.appName} on ${label} (coming soon)`}
                  sx={{ color: 'grey.300', border: '1px solid rgba(255,255,255,0.16)' }}
                >
                  <Icon fontSize="small" />
                </IconButton>
              ))}
            </Stack>
          </Grid>
          {FOOTER_COLUMNS.map((column) => (
            <Grid key={column.title} size={{ xs: 6, sm: 4, md: 'grow' }}>
              <Typography variant="subtitle2" component="h2" sx={{ color: '#fff', mb: 1.5 }}>
                {column.title}
              </Typography>
              <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link component={RouterLink} to={link.to} sx={{ color: 'grey.300', '&:hover': { color: '#fff' } }}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </Stack>
            </Grid>
          ))}
        </Grid>

        <Stack
          component="ul"
          direction="row"
         
          useFlexGap
          spacing={1}
          aria-label="Our promises"
          sx={{ flexWrap: 'wrap', listStyle: 'none', p: 0, mt: 5, mb: 0 }}
        >
          {FOOTER_CLAIMS.map(({ label, icon: Icon }) => (
            <Box
              component="li"
              key={label}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 0.75,
                px: 1.5,
                py: 0.75,
                borderRadius: 99,
                border: '1px solid rgba(255,255,255,0.14)',
                fontSize: 14,
              }}
            >
              <Icon fontSize="small" sx={{ color: '#4ebaaa' }} aria-hidden />
              {label}
            </Box>
          ))}
        </Stack>

        <Divider sx={{ my: 4, borderColor: 'rgba(255,255,255,0.12)' }} />
        <Typography variant="body2">
          © {new Date().getFullYear()} {config.appName}. All rights reserved.
        </Typography>
      </Container>
    </Box>
  );
}

/* ------------------------------------------------------------------ layout */

/** App shell: top bar, role sidebar (signed in), footer on marketing pages, scroll-to-top, error boundary. */
export function Layout() {
  const { user } = useAuth();
  const { pathname } = useLocation();
  const theme = useTheme();
  const isDesktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const showSidebar = sidebarVisible(pathname, Boolean(user));
  const showFooter = FOOTER_PATHS.has(pathname);

  const toggleCollapsed = () => {
    setCollapsed((value) => {
      try {
        window.localStorage.setItem(COLLAPSE_KEY, String(!value));
      } catch {
        // Storage unavailable: the choice lasts for this visit only.
      }
      return !value;
    });
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <ScrollToTop />
      <SkipLink />
      <TopBar user={user} showSidebarToggle={showSidebar} onOpenSidebar={() => setDrawerOpen(true)} />
      <Box sx={{ display: 'flex', flex: 1, minHeight: 0 }}>
        {showSidebar && user && isDesktop && (
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
            }}
          >
            <SidebarContent user={user} collapsed={collapsed} onToggleCollapse={toggleCollapsed} />
          </Box>
        )}
        {showSidebar && user && !isDesktop && (
          <Drawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH + 20, maxWidth: '85vw' } } }}
          >
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}>
              <Brand />
              <IconButton onClick={() => setDrawerOpen(false)} aria-label="Close navigation">
                <CloseIcon />
              </IconButton>
            </Stack>
            <Divider />
            <SidebarContent user={user} collapsed={false} onNavigate={() => setDrawerOpen(false)} />
          </Drawer>
        )}
        <Box component="main" id="main-content" tabIndex={-1} sx={{ flex: 1, minWidth: 0, outline: 'none' }}>
          <ErrorBoundary resetKey={pathname}>
            <Outlet />
          </ErrorBoundary>
        </Box>
      </Box>
      {showFooter && <Footer />}
    </Box>
  );
}

export default Layout;
