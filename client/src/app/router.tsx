/**
 * Route table of spec section 2. Every page is lazy-loaded (the public entry stays small) and
 * shows 'Loading page...' while its chunk arrives; guarded routes sit inside RouteGuard.
 */
import { Suspense, lazy, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { Navigate, Route, Routes } from 'react-router-dom';
import { Layout } from '../components/Layout';
import { RouteGuard } from '../components/RouteGuard';
import type { Role } from '../lib/auth';

/* Public */
const LandingPage = lazy(() => import('../features/landing/LandingPage'));
const ServicesPage = lazy(() => import('../features/services/ServicesPage'));
const ServiceDetailPage = lazy(() => import('../features/services/ServiceDetailPage'));
const AboutPage = lazy(() => import('../features/pages/AboutPage'));
const ContactPage = lazy(() => import('../features/pages/ContactPage'));
const HowItWorksPage = lazy(() => import('../features/pages/HowItWorksPage'));
const CareersPage = lazy(() => import('../features/pages/CareersPage'));
const PressPage = lazy(() => import('../features/pages/PressPage'));
const BlogPage = lazy(() => import('../features/pages/BlogPage'));
const HelpCenterPage = lazy(() => import('../features/pages/HelpCenterPage'));
const SafetyPage = lazy(() => import('../features/pages/SafetyPage'));
const TrustSafetyPage = lazy(() => import('../features/pages/TrustSafetyPage'));
const TermsOfServicePage = lazy(() => import('../features/pages/TermsOfServicePage'));
const PrivacyPolicyPage = lazy(() => import('../features/pages/PrivacyPolicyPage'));
const MembershipSubscribePage = lazy(() => import('../features/pages/MembershipSubscribePage'));
const ComingSoonPage = lazy(() => import('../features/pages/ComingSoonPage'));

/* Auth */
const LoginPage = lazy(() => import('../features/auth/LoginPage'));
const RegisterPage = lazy(() => import('../features/auth/RegisterPage'));
const ForgotPasswordPage = lazy(() => import('../features/auth/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('../features/auth/ResetPasswordPage'));
const VerifyEmailPage = lazy(() => import('../features/auth/VerifyEmailPage'));
const EmailVerificationNoticePage = lazy(() => import('../features/auth/EmailVerificationNoticePage'));
const VerificationPendingPage = lazy(() => import('../features/auth/VerificationPendingPage'));

/* Signed in */
const DashboardPage = lazy(() => import('../features/dashboard/DashboardPage'));
const BookPage = lazy(() => import('../features/booking/BookPage'));
const CustomerBookingsPage = lazy(() => import('../features/bookings/CustomerBookingsPage'));
const CustomerBookingDetailPage = lazy(() => import('../features/bookings/CustomerBookingDetailPage'));
const CleanerJobsPage = lazy(() => import('../features/cleaner/CleanerJobsPage'));

/** Suspense fallback of every lazy page. */
export function PageLoading() {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 12 }}
    >
      <CircularProgress aria-hidden />
      <Typography color="text.secondary">Loading page...</Typography>
    </Box>
  );
}

function page(node: ReactNode): ReactNode {
  return <Suspense fallback={<PageLoading />}>{node}</Suspense>;
}

function guarded(node: ReactNode, requiredRole?: Role, allowPendingVerification = false): ReactNode {
  return (
    <RouteGuard requiredRole={requiredRole} allowPendingVerification={allowPendingVerification}>
      {page(node)}
    </RouteGuard>
  );
}

/** Routes a later issue builds: ComingSoonPage explains each of them (by path). */
const COMING_SOON: { path: string; role?: Role }[] = [
  { path: '/book-ai', role: 'customer' },
  { path: '/customer/review/:bookingId', role: 'customer' },
  { path: '/customer/profile', role: 'customer' },
  { path: '/customer/tickets', role: 'customer' },
  { path: '/customer/tickets/:id', role: 'customer' },
  { path: '/customer/membership', role: 'customer' },
  { path: '/customer/select-cleaner', role: 'customer' },
  { path: '/payment/:bookingId', role: 'customer' },
  { path: '/cleaner/profile', role: 'cleaner' },
  { path: '/cleaner/earnings', role: 'cleaner' },
  { path: '/cleaner/availability', role: 'cleaner' },
  { path: '/admin/users', role: 'admin' },
  { path: '/admin/freelancers/pending', role: 'admin' },
  { path: '/admin/services', role: 'admin' },
  { path: '/admin/bookings', role: 'admin' },
  { path: '/admin/analytics', role: 'admin' },
  { path: '/admin/location-analytics', role: 'admin' },
  { path: '/admin/payments', role: 'admin' },
  { path: '/admin/memberships', role: 'admin' },
  { path: '/admin/cleaners/earnings', role: 'admin' },
  { path: '/admin/tickets', role: 'admin' },
  { path: '/admin/tickets/:id', role: 'admin' },
  { path: '/admin/reviews', role: 'admin' },
  { path: '/admin/contact-messages', role: 'admin' },
  { path: '/ai-demo' },
  { path: '/loading-demo' },
  { path: '/image-gallery-demo' },
  { path: '/notification-test' },
];

/** The whole route table inside the app layout. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {/* Public */}
        <Route index element={page(<LandingPage />)} />
        <Route path="/services" element={page(<ServicesPage />)} />
        <Route path="/services/:id" element={page(<ServiceDetailPage />)} />
        <Route path="/about" element={page(<AboutPage />)} />
        <Route path="/contact" element={page(<ContactPage />)} />
        <Route path="/how-it-works" element={page(<HowItWorksPage />)} />
        <Route path="/careers" element={page(<CareersPage />)} />
        <Route path="/press" element={page(<PressPage />)} />
        <Route path="/blog" element={page(<BlogPage />)} />
        <Route path="/help-center" element={page(<HelpCenterPage />)} />
        <Route path="/safety" element={page(<SafetyPage />)} />
        <Route path="/trust-safety" element={page(<TrustSafetyPage />)} />
        <Route path="/terms-of-service" element={page(<TermsOfServicePage />)} />
        <Route path="/privacy-policy" element={page(<PrivacyPolicyPage />)} />
        <Route path="/memberships/subscribe" element={page(<MembershipSubscribePage />)} />
        <Route path="/memberships/plans" element={page(<MembershipSubscribePage />)} />

        {/* Authentication */}
        <Route path="/login" element={page(<LoginPage />)} />
        <Route path="/register" element={page(<RegisterPage />)} />
        <Route path="/forgot-password" element={page(<ForgotPasswordPage />)} />
        <Route path="/reset-password" element={page(<ResetPasswordPage />)} />
        <Route path="/verify-email" element={page(<VerifyEmailPage />)} />
        <Route path="/email-verification-notice" element={page(<EmailVerificationNoticePage />)} />

        {/* Signed in */}
        <Route path="/verification-pending" element={guarded(<VerificationPendingPage />, undefined, true)} />
        <Route path="/dashboard" element={guarded(<DashboardPage />)} />

        {/* Customer */}
        <Route path="/book" element={guarded(<BookPage />, 'customer')} />
        <Route path="/customer/bookings" element={guarded(<CustomerBookingsPage />, 'customer')} />
        <Route path="/customer/bookings/:id" element={guarded(<CustomerBookingDetailPage />, 'customer')} />

        {/* Cleaner */}
        <Route path="/cleaner/jobs" element={guarded(<CleanerJobsPage />, 'cleaner')} />

        {/* Built by a later issue */}
        {COMING_SOON.map(({ path, role }) => (
          <Route key={path} path={path} element={role ? guarded(<ComingSoonPage />, role) : page(<ComingSoonPage />)} />
        ))}

        {/* Redirects */}
        <Route path="/bookings" element={<Navigate to="/customer/bookings" replace />} />
        <Route path="/profile" element={<Navigate to="/customer/profile" replace />} />
        <Route path="/tickets" element={<Navigate to="/customer/tickets" replace />} />
        <Route path="*" element={<Navigate to="/dashboard" replace />} />
      </Route>
    </Routes>
  );
}
