/**
 * Layout rules of spec section 2 "Layout": the public links of the top bar, when the sidebar and
 * the footer show, and the shell's sizes. The role sidebars come from the table of paths
 * (lib/paths.ts, `sidebarLinksFor`).
 */
import type { AuthUser } from '../../lib/auth';

/** Public links of the top bar and of the phone drawer. */
export const PUBLIC_LINKS: readonly { to: string; label: string }[] = [
  { to: '/', label: 'Home' },
  { to: '/services', label: 'Services' },
  { to: '/about', label: 'About us' },
  { to: '/contact', label: 'Contact us' },
];

const NO_SIDEBAR_PATHS = new Set(['/', '/login', '/register']);
const FOOTER_PATHS = new Set(['/', '/services', '/about', '/contact', '/login', '/register']);

/** Sidebar rule of spec section 2: signed in, and not on /, /login, /register or /auth/*. */
export function sidebarVisible(pathname: string, signedIn: boolean): boolean {
  return signedIn && !NO_SIDEBAR_PATHS.has(pathname) && !pathname.startsWith('/auth/');
}

/** Footer rule of spec section 2: /, /services, /about, /contact, /login and /register. */
export function footerVisible(pathname: string): boolean {
  return FOOTER_PATHS.has(pathname);
}

export const SIDEBAR_WIDTH = 260;
export const SIDEBAR_COLLAPSED_WIDTH = 76;
export const APPBAR_HEIGHT = 64;
/** localStorage key remembering the collapsed sidebar on large screens. */
export const SIDEBAR_COLLAPSED_KEY = 'sidebarCollapsed';

/** Whether the large-screen sidebar was left collapsed (false when storage is unavailable). */
export function readSidebarCollapsed(): boolean {
  try {
    return window.localStorage.getItem(SIDEBAR_COLLAPSED_KEY) === 'true';
  } catch {
    return false;
  }
}

/** "First Last", or the email when both names are empty. */
export function fullName(user: Pick<AuthUser, 'firstName' | 'lastName' | 'email'>): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email;
}

/** The user's own profile page, for the roles that have one. */
export function profilePathFor(role: string): string | null {
  if (role === 'customer') return '/customer/profile';
  if (role === 'cleaner') return '/cleaner/profile';
  return null;
}
