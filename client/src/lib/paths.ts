/**
 * The one table of the web app's paths (spec section 2 "Screens and routes" and "Layout").
 *
 * Each page is declared here once: its path, title, who may open it, whether a cleaner awaiting
 * background-check approval may open it, and its place in the role sidebars. `app/router.tsx`
 * builds the routes from this table (with each path's page from `app/pages.ts`, typed so that
 * every path has exactly one) and `components/layout/SidebarNav.tsx` builds the sidebars from it,
 * so a sidebar can never list a page its user cannot open. The table lives in lib/ because shared
 * code reads it; the pages, which import features, stay in app/.
 */
import type { SidebarIconName } from '../components/layout/sidebarIcons';
import type { Role } from './auth';

/**
 * Who may open a path: anyone, any signed-in user, or signed-in users of the listed roles
 * (others are sent to /dashboard by RouteGuard).
 */
export type PathAccess = 'public' | 'signedIn' | readonly Role[];

/** A path's entry in the role sidebars. */
export interface SidebarEntry {
  /** Link text (spec section 2 "Layout"). */
  label: string;
  /** The icon's name in components/layout/sidebarIcons.ts (loaded with the sidebars, not here). */
  icon: SidebarIconName;
  /** Position among the entries of the same sidebar, ascending. */
  order: number;
  /** Shown as a filled call to action (Book Cleaning). */
  highlight?: boolean;
  /** Listed only to users awaiting verification (the verification status page). */
  pendingOnly?: boolean;
}

/** One page of the app. */
export interface AppPath {
  /** react-router path pattern, e.g. '/customer/bookings/:id'. */
  path: string;
  /** The page's name (its h1 and document title say the same). */
  title: string;
  access: PathAccess;
  /** Open to a cleaner whose background check is not approved yet (spec section 2). */
  allowPendingVerification?: boolean;
  /** Listed in the sidebar of every user who may open it. */
  sidebar?: SidebarEntry;
}

/** A path that only forwards to another (spec section 2 "Redirects"). */
export interface AppRedirect {
  path: string;
  to: string;
}

const CUSTOMER = ['customer'] as const;
const CLEANER = ['cleaner'] as const;
const ADMIN = ['admin'] as const;

/** Every page of spec section 2, plus the admin outbox. */
export const APP_PATHS = [
  /* Public */
  { path: '/', title: 'Home', access: 'public' },
  { path: '/services', title: 'Services', access: 'public' },
  { path: '/services/:id', title: 'Service', access: 'public' },
  { path: '/about', title: 'About us', access: 'public' },
  { path: '/contact', title: 'Contact us', access: 'public' },
  { path: '/how-it-works', title: 'How it works', access: 'public' },
  { path: '/careers', title: 'Careers', access: 'public' },
  { path: '/press', title: 'Press', access: 'public' },
  { path: '/blog', title: 'Blog', access: 'public' },
  { path: '/help-center', title: 'Help center', access: 'public' },
  { path: '/safety', title: 'Safety', access: 'public' },
  { path: '/trust-safety', title: 'Trust & safety', access: 'public' },
  { path: '/terms-of-service', title: 'Terms of service', access: 'public' },
  { path: '/privacy-policy', title: 'Privacy policy', access: 'public' },
  { path: '/memberships/subscribe', title: 'Membership', access: 'public' },
  { path: '/memberships/plans', title: 'Membership plans', access: 'public' },
  { path: '/ai-demo', title: 'AI demo', access: 'public' },
  { path: '/loading-demo', title: 'Loading demo', access: 'public' },
  { path: '/image-gallery-demo', title: 'Image gallery demo', access: 'public' },
  { path: '/notification-test', title: 'Notification test', access: 'public' },

  /* Authentication */
  { path: '/login', title: 'Sign in', access: 'public' },
  { path: '/register', title: 'Register', access: 'public' },
  { path: '/forgot-password', title: 'Forgot password', access: 'public' },
  { path: '/reset-password', title: 'Reset password', access: 'public' },
  { path: '/verify-email', title: 'Verify email', access: 'public' },
  {
    path: '/email-verification-notice',
    title: 'Check your email',
    access: 'public',
  },

  /* Any signed-in user */
  {
    path: '/verification-pending',
    title: 'Verification pending',
    access: 'signedIn',
    allowPendingVerification: true,
    sidebar: { label: 'Verification Status', icon: 'HourglassTop', order: 0, pendingOnly: true },
  },
  {
    path: '/dashboard',
    title: 'Dashboard',
    access: 'signedIn',
    sidebar: { label: 'Dashboard', icon: 'Dashboard', order: 0 },
  },

  /* Customer */
  {
    path: '/book',
    title: 'Book Cleaning',
    access: CUSTOMER,
    sidebar: { label: 'Book Cleaning', icon: 'AddCircle', order: 1, highlight: true },
  },
  { path: '/book-ai', title: 'AI booking assistant', access: CUSTOMER },
  {
    path: '/customer/bookings',
    title: 'My Bookings',
    access: CUSTOMER,
    sidebar: { label: 'My Bookings', icon: 'EventNote', order: 2 },
  },
  { path: '/customer/bookings/:id', title: 'Booking', access: CUSTOMER },
  {
    path: '/customer/plans',
    title: 'My Plans',
    access: CUSTOMER,
    sidebar: { label: 'Plans', icon: 'EventRepeat', order: 2.5 },
  },
  { path: '/customer/plans/:id', title: 'Plan', access: CUSTOMER },
  { path: '/customer/review/:bookingId', title: 'Review', access: CUSTOMER },
  {
    path: '/customer/tickets',
    title: 'Support Tickets',
    access: CUSTOMER,
    sidebar: { label: 'Support Tickets', icon: 'SupportAgent', order: 3 },
  },
  { path: '/customer/tickets/:id', title: 'Support ticket', access: CUSTOMER },
  {
    path: '/customer/membership',
    title: 'Membership',
    access: CUSTOMER,
    sidebar: { label: 'Membership', icon: 'WorkspacePremium', order: 4 },
  },
  {
    path: '/customer/profile',
    title: 'Profile',
    access: CUSTOMER,
    sidebar: { label: 'Profile', icon: 'Person', order: 5 },
  },
  { path: '/customer/select-cleaner', title: 'Select a cleaner', access: CUSTOMER },
  { path: '/payment/:bookingId', title: 'Payment', access: CUSTOMER },

  /* Cleaner */
  {
    path: '/cleaner/jobs',
    title: 'Jobs',
    access: CLEANER,
    sidebar: { label: 'Jobs', icon: 'Work', order: 1 },
  },
  {
    path: '/cleaner/availability',
    title: 'Availability',
    access: CLEANER,
    sidebar: { label: 'Availability', icon: 'CalendarMonth', order: 2 },
  },
  {
    path: '/cleaner/earnings',
    title: 'Earnings',
    access: CLEANER,
    sidebar: { label: 'Earnings', icon: 'Payments', order: 3 },
  },
  {
    path: '/cleaner/profile',
    title: 'Profile',
    access: CLEANER,
    sidebar: { label: 'Profile', icon: 'Person', order: 4 },
  },

  /* Admin */
  {
    path: '/admin/users',
    title: 'Users',
    access: ADMIN,
    sidebar: { label: 'Users', icon: 'People', order: 1 },
  },
  {
    path: '/admin/freelancers/pending',
    title: 'Pending Freelancers',
    access: ADMIN,
    sidebar: { label: 'Pending Freelancers', icon: 'HowToReg', order: 2 },
  },
  {
    path: '/admin/bookings',
    title: 'Bookings',
    access: ADMIN,
    sidebar: { label: 'Bookings', icon: 'EventNote', order: 3 },
  },
  {
    path: '/admin/plans',
    title: 'Plans',
    access: ADMIN,
    sidebar: { label: 'Plans', icon: 'EventRepeat', order: 3.5 },
  },
  {
    path: '/admin/services',
    title: 'Services',
    access: ADMIN,
    sidebar: { label: 'Services', icon: 'CleaningServices', order: 4 },
  },
  {
    path: '/admin/reviews',
    title: 'Reviews',
    access: ADMIN,
    sidebar: { label: 'Reviews', icon: 'RateReview', order: 5 },
  },
  {
    path: '/admin/tickets',
    title: 'Support Tickets',
    access: ADMIN,
    sidebar: { label: 'Support Tickets', icon: 'SupportAgent', order: 6 },
  },
  { path: '/admin/tickets/:id', title: 'Support ticket', access: ADMIN },
  {
    path: '/admin/contact-messages',
    title: 'Contact Messages',
    access: ADMIN,
    sidebar: { label: 'Contact Messages', icon: 'Mail', order: 7 },
  },
  {
    path: '/admin/memberships',
    title: 'Memberships',
    access: ADMIN,
    sidebar: { label: 'Memberships', icon: 'WorkspacePremium', order: 8 },
  },
  {
    path: '/admin/payments',
    title: 'Payments',
    access: ADMIN,
    sidebar: { label: 'Payments', icon: 'Payments', order: 9 },
  },
  {
    path: '/admin/analytics',
    title: 'Analytics',
    access: ADMIN,
    sidebar: { label: 'Analytics', icon: 'Insights', order: 10 },
  },
  {
    path: '/admin/outbox',
    title: 'Outbox',
    access: ADMIN,
    sidebar: { label: 'Outbox', icon: 'Outbox', order: 11 },
  },
  { path: '/admin/location-analytics', title: 'Location analytics', access: ADMIN },
  { path: '/admin/cleaners/earnings', title: 'Cleaner earnings', access: ADMIN },
] as const satisfies readonly AppPath[];

/** A path pattern of the table (the key of its page in app/pages.ts). */
export type AppPathPattern = (typeof APP_PATHS)[number]['path'];

/** Spec section 2 "Redirects"; any other unknown path goes to /dashboard. */
export const REDIRECTS: readonly AppRedirect[] = [
  { path: '/bookings', to: '/customer/bookings' },
  { path: '/profile', to: '/customer/profile' },
  { path: '/tickets', to: '/customer/tickets' },
];

/** Where an unknown path goes. */
export const FALLBACK_PATH = '/dashboard';

/** The parts of the signed-in user that decide which pages it may open. */
export interface PathViewer {
  role: string;
  /** True for a cleaner awaiting background-check approval. */
  requiresVerification: boolean;
}

/**
 * Whether `viewer` (null: signed out) may open `entry` without being redirected; the same rule
 * RouteGuard applies (spec section 2 and 6).
 */
export function canOpen(entry: Pick<AppPath, 'access' | 'allowPendingVerification'>, viewer: PathViewer | null): boolean {
  if (entry.access === 'public') return true;
  if (!viewer) return false;
  if (viewer.requiresVerification && !entry.allowPendingVerification) return false;
  if (entry.access === 'signedIn') return true;
  return (entry.access as readonly string[]).includes(viewer.role);
}

/** A sidebar link: the path plus its sidebar entry. */
export interface SidebarLink extends SidebarEntry {
  to: string;
}

/**
 * The sidebar of a signed-in user (spec section 2 "Layout"): every page with a sidebar entry that
 * the user may open, in order. Customer, cleaner and admin get their lists; any other role gets
 * only Dashboard; a cleaner awaiting approval gets only what it may open (its verification status).
 */
export function sidebarLinksFor(viewer: PathViewer): SidebarLink[] {
  const entries: readonly AppPath[] = APP_PATHS;
  return entries.filter(
    (entry) =>
      entry.sidebar &&
      canOpen(entry, viewer) &&
      (entry.sidebar.pendingOnly ? viewer.requiresVerification : true),
  )
    .map((entry) => ({ ...(entry.sidebar as SidebarEntry), to: entry.path }))
    .sort((a, b) => a.order - b.order);
}
