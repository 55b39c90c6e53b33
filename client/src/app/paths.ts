/**
 * The one table of the web app's paths (spec section 2 "Screens and routes" and "Layout").
 *
 * Each page is declared here once: its path, title, who may open it, whether a cleaner awaiting
 * background-check approval may open it, its place in the role sidebars, and its component.
 * `app/router.tsx` builds the routes from this table and `components/layout/Sidebar.tsx` builds
 * the sidebars from it, so a sidebar can never list a page its user cannot open.
 *
 * Every page is loaded with React.lazy where it is used (one chunk per page), together with the data
 * layer (lib/dataLayer.ts), except the landing page, which stays in the entry so the first screen
 * does not wait for a second request (docs/decisions/0017-landing-speed.md).
 */
import { lazy, type ComponentType } from 'react';
import type { SidebarIconName } from '../components/layout/sidebarIcons';
import { withDataLayer } from '../lib/dataLayer';
import LandingPage from '../features/landing/LandingPage';
import type { Role } from '../lib/auth';

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
  /** The page; React.lazy for every page but the landing page. */
  component: ComponentType;
}

/** A path that only forwards to another (spec section 2 "Redirects"). */
export interface AppRedirect {
  path: string;
  to: string;
}

/* One lazy component per page module. */
const ServicesPage = lazy(withDataLayer(() => import('../features/services/ServicesPage')));
const ServiceDetailPage = lazy(withDataLayer(() => import('../features/services/ServiceDetailPage')));
const AboutPage = lazy(withDataLayer(() => import('../features/pages/AboutPage')));
const ContactPage = lazy(withDataLayer(() => import('../features/pages/ContactPage')));
const HowItWorksPage = lazy(withDataLayer(() => import('../features/pages/HowItWorksPage')));
const CareersPage = lazy(withDataLayer(() => import('../features/pages/CareersPage')));
const PressPage = lazy(withDataLayer(() => import('../features/pages/PressPage')));
const BlogPage = lazy(withDataLayer(() => import('../features/pages/BlogPage')));
const HelpCenterPage = lazy(withDataLayer(() => import('../features/pages/HelpCenterPage')));
const SafetyPage = lazy(withDataLayer(() => import('../features/pages/SafetyPage')));
const TrustSafetyPage = lazy(withDataLayer(() => import('../features/pages/TrustSafetyPage')));
const TermsOfServicePage = lazy(withDataLayer(() => import('../features/pages/TermsOfServicePage')));
const PrivacyPolicyPage = lazy(withDataLayer(() => import('../features/pages/PrivacyPolicyPage')));
const MembershipSubscribePage = lazy(withDataLayer(() => import('../features/pages/MembershipSubscribePage')));
const AiDemoPage = lazy(withDataLayer(() => import('../features/booking/assistant/AiDemoPage')));
const BookAiPage = lazy(withDataLayer(() => import('../features/booking/assistant/BookAiPage')));
const LoginPage = lazy(withDataLayer(() => import('../features/auth/LoginPage')));
const RegisterPage = lazy(withDataLayer(() => import('../features/auth/RegisterPage')));
const ForgotPasswordPage = lazy(withDataLayer(() => import('../features/auth/ForgotPasswordPage')));
const ResetPasswordPage = lazy(withDataLayer(() => import('../features/auth/ResetPasswordPage')));
const VerifyEmailPage = lazy(withDataLayer(() => import('../features/auth/VerifyEmailPage')));
const EmailVerificationNoticePage = lazy(withDataLayer(() => import('../features/auth/EmailVerificationNoticePage')));
const VerificationPendingPage = lazy(withDataLayer(() => import('../features/auth/VerificationPendingPage')));
const DashboardPage = lazy(withDataLayer(() => import('../features/dashboard/DashboardPage')));
const BookPage = lazy(withDataLayer(() => import('../features/booking/BookPage')));
const SelectCleanerPage = lazy(withDataLayer(() => import('../features/booking/SelectCleanerPage')));
const CustomerBookingsPage = lazy(withDataLayer(() => import('../features/bookings/CustomerBookingsPage')));
const CustomerBookingDetailPage = lazy(withDataLayer(() => import('../features/bookings/CustomerBookingDetailPage')));
const CustomerPlansPage = lazy(withDataLayer(() => import('../features/plans/CustomerPlansPage')));
const CustomerPlanPage = lazy(withDataLayer(() => import('../features/plans/CustomerPlanPage')));
const PaymentPage = lazy(withDataLayer(() => import('../features/payment/PaymentPage')));
const CleanerJobsPage = lazy(withDataLayer(() => import('../features/cleaner/CleanerJobsPage')));
const AdminOutboxPage = lazy(withDataLayer(() => import('../features/admin/notifications/AdminOutboxPage')));
const CleanerEarningsPage = lazy(withDataLayer(() => import('../features/cleaner/CleanerEarningsPage')));
const AdminPaymentsPage = lazy(withDataLayer(() => import('../features/admin/payments/AdminPaymentsPage')));
const AdminCleanerEarningsPage = lazy(withDataLayer(() => import('../features/admin/payments/AdminCleanerEarningsPage')));
const CustomerMembershipPage = lazy(withDataLayer(() => import('../features/memberships/CustomerMembershipPage')));
const AdminMembershipsPage = lazy(withDataLayer(() => import('../features/admin/memberships/AdminMembershipsPage')));
const WriteReviewPage = lazy(withDataLayer(() => import('../features/reviews/WriteReviewPage')));
const AdminReviewsPage = lazy(withDataLayer(() => import('../features/admin/reviews/AdminReviewsPage')));
const CustomerProfilePage = lazy(withDataLayer(() => import('../features/profile/CustomerProfilePage')));
const CleanerProfilePage = lazy(withDataLayer(() => import('../features/profile/CleanerProfilePage')));
const CleanerAvailabilityPage = lazy(withDataLayer(() => import('../features/profile/CleanerAvailabilityPage')));
const AdminUsersPage = lazy(withDataLayer(() => import('../features/admin/users/AdminUsersPage')));
const AdminPendingFreelancersPage = lazy(withDataLayer(() => import('../features/admin/users/AdminPendingFreelancersPage')));
const AdminServicesPage = lazy(withDataLayer(() => import('../features/admin/services/AdminServicesPage')));
const AdminBookingsPage = lazy(withDataLayer(() => import('../features/admin/bookings/AdminBookingsPage')));
const AdminPlansPage = lazy(withDataLayer(() => import('../features/admin/plans/AdminPlansPage')));
const AdminAnalyticsPage = lazy(withDataLayer(() => import('../features/admin/analytics/AdminAnalyticsPage')));
const AdminLocationAnalyticsPage = lazy(withDataLayer(() => import('../features/admin/analytics/AdminLocationAnalyticsPage')));
const CustomerTicketsPage = lazy(withDataLayer(() => import('../features/tickets/CustomerTicketsPage')));
const CustomerTicketPage = lazy(withDataLayer(() => import('../features/tickets/CustomerTicketPage')));
const AdminTicketsPage = lazy(withDataLayer(() => import('../features/admin/tickets/AdminTicketsPage')));
const AdminTicketPage = lazy(withDataLayer(() => import('../features/admin/tickets/AdminTicketPage')));
const AdminContactMessagesPage = lazy(withDataLayer(() => import('../features/admin/contact/AdminContactMessagesPage')));
const NotificationTestPage = lazy(withDataLayer(() => import('../features/notifications/NotificationTestPage')));
const LoadingDemoPage = lazy(withDataLayer(() => import('./LoadingDemoPage')));
const ImageGalleryDemoPage = lazy(withDataLayer(() => import('../features/demos/ImageGalleryDemoPage')));

const CUSTOMER = ['customer'] as const;
const CLEANER = ['cleaner'] as const;
const ADMIN = ['admin'] as const;

/** Every page of spec section 2, plus the admin outbox. */
export const APP_PATHS: readonly AppPath[] = [
  /* Public */
  { path: '/', title: 'Home', access: 'public', component: LandingPage },
  { path: '/services', title: 'Services', access: 'public', component: ServicesPage },
  { path: '/services/:id', title: 'Service', access: 'public', component: ServiceDetailPage },
  { path: '/about', title: 'About us', access: 'public', component: AboutPage },
  { path: '/contact', title: 'Contact us', access: 'public', component: ContactPage },
  { path: '/how-it-works', title: 'How it works', access: 'public', component: HowItWorksPage },
  { path: '/careers', title: 'Careers', access: 'public', component: CareersPage },
  { path: '/press', title: 'Press', access: 'public', component: PressPage },
  { path: '/blog', title: 'Blog', access: 'public', component: BlogPage },
  { path: '/help-center', title: 'Help center', access: 'public', component: HelpCenterPage },
  { path: '/safety', title: 'Safety', access: 'public', component: SafetyPage },
  { path: '/trust-safety', title: 'Trust & safety', access: 'public', component: TrustSafetyPage },
  { path: '/terms-of-service', title: 'Terms of service', access: 'public', component: TermsOfServicePage },
  { path: '/privacy-policy', title: 'Privacy policy', access: 'public', component: PrivacyPolicyPage },
  { path: '/memberships/subscribe', title: 'Membership', access: 'public', component: MembershipSubscribePage },
  { path: '/memberships/plans', title: 'Membership plans', access: 'public', component: MembershipSubscribePage },
  { path: '/ai-demo', title: 'AI demo', access: 'public', component: AiDemoPage },
  { path: '/loading-demo', title: 'Loading demo', access: 'public', component: LoadingDemoPage },
  { path: '/image-gallery-demo', title: 'Image gallery demo', access: 'public', component: ImageGalleryDemoPage },
  { path: '/notification-test', title: 'Notification test', access: 'public', component: NotificationTestPage },

  /* Authentication */
  { path: '/login', title: 'Sign in', access: 'public', component: LoginPage },
  { path: '/register', title: 'Register', access: 'public', component: RegisterPage },
  { path: '/forgot-password', title: 'Forgot password', access: 'public', component: ForgotPasswordPage },
  { path: '/reset-password', title: 'Reset password', access: 'public', component: ResetPasswordPage },
  { path: '/verify-email', title: 'Verify email', access: 'public', component: VerifyEmailPage },
  {
    path: '/email-verification-notice',
    title: 'Check your email',
    access: 'public',
    component: EmailVerificationNoticePage,
  },

  /* Any signed-in user */
  {
    path: '/verification-pending',
    title: 'Verification pending',
    access: 'signedIn',
    allowPendingVerification: true,
    sidebar: { label: 'Verification Status', icon: 'HourglassTop', order: 0, pendingOnly: true },
    component: VerificationPendingPage,
  },
  {
    path: '/dashboard',
    title: 'Dashboard',
    access: 'signedIn',
    sidebar: { label: 'Dashboard', icon: 'Dashboard', order: 0 },
    component: DashboardPage,
  },

  /* Customer */
  {
    path: '/book',
    title: 'Book Cleaning',
    access: CUSTOMER,
    sidebar: { label: 'Book Cleaning', icon: 'AddCircle', order: 1, highlight: true },
    component: BookPage,
  },
  { path: '/book-ai', title: 'AI booking assistant', access: CUSTOMER, component: BookAiPage },
  {
    path: '/customer/bookings',
    title: 'My Bookings',
    access: CUSTOMER,
    sidebar: { label: 'My Bookings', icon: 'EventNote', order: 2 },
    component: CustomerBookingsPage,
  },
  { path: '/customer/bookings/:id', title: 'Booking', access: CUSTOMER, component: CustomerBookingDetailPage },
  {
    path: '/customer/plans',
    title: 'My Plans',
    access: CUSTOMER,
    sidebar: { label: 'Plans', icon: 'EventRepeat', order: 2.5 },
    component: CustomerPlansPage,
  },
  { path: '/customer/plans/:id', title: 'Plan', access: CUSTOMER, component: CustomerPlanPage },
  { path: '/customer/review/:bookingId', title: 'Review', access: CUSTOMER, component: WriteReviewPage },
  {
    path: '/customer/tickets',
    title: 'Support Tickets',
    access: CUSTOMER,
    sidebar: { label: 'Support Tickets', icon: 'SupportAgent', order: 3 },
    component: CustomerTicketsPage,
  },
  { path: '/customer/tickets/:id', title: 'Support ticket', access: CUSTOMER, component: CustomerTicketPage },
  {
    path: '/customer/membership',
    title: 'Membership',
    access: CUSTOMER,
    sidebar: { label: 'Membership', icon: 'WorkspacePremium', order: 4 },
    component: CustomerMembershipPage,
  },
  {
    path: '/customer/profile',
    title: 'Profile',
    access: CUSTOMER,
    sidebar: { label: 'Profile', icon: 'Person', order: 5 },
    component: CustomerProfilePage,
  },
  { path: '/customer/select-cleaner', title: 'Select a cleaner', access: CUSTOMER, component: SelectCleanerPage },
  { path: '/payment/:bookingId', title: 'Payment', access: CUSTOMER, component: PaymentPage },

  /* Cleaner */
  {
    path: '/cleaner/jobs',
    title: 'Jobs',
    access: CLEANER,
    sidebar: { label: 'Jobs', icon: 'Work', order: 1 },
    component: CleanerJobsPage,
  },
  {
    path: '/cleaner/availability',
    title: 'Availability',
    access: CLEANER,
    sidebar: { label: 'Availability', icon: 'CalendarMonth', order: 2 },
    component: CleanerAvailabilityPage,
  },
  {
    path: '/cleaner/earnings',
    title: 'Earnings',
    access: CLEANER,
    sidebar: { label: 'Earnings', icon: 'Payments', order: 3 },
    component: CleanerEarningsPage,
  },
  {
    path: '/cleaner/profile',
    title: 'Profile',
    access: CLEANER,
    sidebar: { label: 'Profile', icon: 'Person', order: 4 },
    component: CleanerProfilePage,
  },

  /* Admin */
  {
    path: '/admin/users',
    title: 'Users',
    access: ADMIN,
    sidebar: { label: 'Users', icon: 'People', order: 1 },
    component: AdminUsersPage,
  },
  {
    path: '/admin/freelancers/pending',
    title: 'Pending Freelancers',
    access: ADMIN,
    sidebar: { label: 'Pending Freelancers', icon: 'HowToReg', order: 2 },
    component: AdminPendingFreelancersPage,
  },
  {
    path: '/admin/bookings',
    title: 'Bookings',
    access: ADMIN,
    sidebar: { label: 'Bookings', icon: 'EventNote', order: 3 },
    component: AdminBookingsPage,
  },
  {
    path: '/admin/plans',
    title: 'Plans',
    access: ADMIN,
    sidebar: { label: 'Plans', icon: 'EventRepeat', order: 3.5 },
    component: AdminPlansPage,
  },
  {
    path: '/admin/services',
    title: 'Services',
    access: ADMIN,
    sidebar: { label: 'Services', icon: 'CleaningServices', order: 4 },
    component: AdminServicesPage,
  },
  {
    path: '/admin/reviews',
    title: 'Reviews',
    access: ADMIN,
    sidebar: { label: 'Reviews', icon: 'RateReview', order: 5 },
    component: AdminReviewsPage,
  },
  {
    path: '/admin/tickets',
    title: 'Support Tickets',
    access: ADMIN,
    sidebar: { label: 'Support Tickets', icon: 'SupportAgent', order: 6 },
    component: AdminTicketsPage,
  },
  { path: '/admin/tickets/:id', title: 'Support ticket', access: ADMIN, component: AdminTicketPage },
  {
    path: '/admin/contact-messages',
    title: 'Contact Messages',
    access: ADMIN,
    sidebar: { label: 'Contact Messages', icon: 'Mail', order: 7 },
    component: AdminContactMessagesPage,
  },
  {
    path: '/admin/memberships',
    title: 'Memberships',
    access: ADMIN,
    sidebar: { label: 'Memberships', icon: 'WorkspacePremium', order: 8 },
    component: AdminMembershipsPage,
  },
  {
    path: '/admin/payments',
    title: 'Payments',
    access: ADMIN,
    sidebar: { label: 'Payments', icon: 'Payments', order: 9 },
    component: AdminPaymentsPage,
  },
  {
    path: '/admin/analytics',
    title: 'Analytics',
    access: ADMIN,
    sidebar: { label: 'Analytics', icon: 'Insights', order: 10 },
    component: AdminAnalyticsPage,
  },
  {
    path: '/admin/outbox',
    title: 'Outbox',
    access: ADMIN,
    sidebar: { label: 'Outbox', icon: 'Outbox', order: 11 },
    component: AdminOutboxPage,
  },
  { path: '/admin/location-analytics', title: 'Location analytics', access: ADMIN, component: AdminLocationAnalyticsPage },
  { path: '/admin/cleaners/earnings', title: 'Cleaner earnings', access: ADMIN, component: AdminCleanerEarningsPage },
];

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
  return APP_PATHS.filter(
    (entry) =>
      entry.sidebar &&
      canOpen(entry, viewer) &&
      (entry.sidebar.pendingOnly ? viewer.requiresVerification : true),
  )
    .map((entry) => ({ ...(entry.sidebar as SidebarEntry), to: entry.path }))
    .sort((a, b) => a.order - b.order);
}
