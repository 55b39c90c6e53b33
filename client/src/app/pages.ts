/**
 * The page of each path of the table (lib/paths.ts), for app/router.tsx. Typed by the table's
 * paths, so a path without a page, or a page without a path, does not compile.
 *
 * Every page is loaded with React.lazy where it is used (one chunk per page), together with the data
 * layer (lib/dataLayer.ts), except the landing page, which stays in the entry so the first screen
 * does not wait for a second request (docs/decisions/0017-landing-speed.md).
 */
import { lazy, type ComponentType } from 'react';
import { withDataLayer } from '../lib/dataLayer';
import type { AppPathPattern } from '../lib/paths';
import LandingPage from '../features/landing/LandingPage';

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

/** The page of every path: React.lazy for every page but the landing page. */
export const PAGES = {
  '/': LandingPage,
  '/services': ServicesPage,
  '/services/:id': ServiceDetailPage,
  '/about': AboutPage,
  '/contact': ContactPage,
  '/how-it-works': HowItWorksPage,
  '/careers': CareersPage,
  '/press': PressPage,
  '/blog': BlogPage,
  '/help-center': HelpCenterPage,
  '/safety': SafetyPage,
  '/trust-safety': TrustSafetyPage,
  '/terms-of-service': TermsOfServicePage,
  '/privacy-policy': PrivacyPolicyPage,
  '/memberships/subscribe': MembershipSubscribePage,
  '/memberships/plans': MembershipSubscribePage,
  '/ai-demo': AiDemoPage,
  '/loading-demo': LoadingDemoPage,
  '/image-gallery-demo': ImageGalleryDemoPage,
  '/notification-test': NotificationTestPage,
  '/login': LoginPage,
  '/register': RegisterPage,
  '/forgot-password': ForgotPasswordPage,
  '/reset-password': ResetPasswordPage,
  '/verify-email': VerifyEmailPage,
  '/email-verification-notice': EmailVerificationNoticePage,
  '/verification-pending': VerificationPendingPage,
  '/dashboard': DashboardPage,
  '/book': BookPage,
  '/book-ai': BookAiPage,
  '/customer/bookings': CustomerBookingsPage,
  '/customer/bookings/:id': CustomerBookingDetailPage,
  '/customer/plans': CustomerPlansPage,
  '/customer/plans/:id': CustomerPlanPage,
  '/customer/review/:bookingId': WriteReviewPage,
  '/customer/tickets': CustomerTicketsPage,
  '/customer/tickets/:id': CustomerTicketPage,
  '/customer/membership': CustomerMembershipPage,
  '/customer/profile': CustomerProfilePage,
  '/customer/select-cleaner': SelectCleanerPage,
  '/payment/:bookingId': PaymentPage,
  '/cleaner/jobs': CleanerJobsPage,
  '/cleaner/availability': CleanerAvailabilityPage,
  '/cleaner/earnings': CleanerEarningsPage,
  '/cleaner/profile': CleanerProfilePage,
  '/admin/users': AdminUsersPage,
  '/admin/freelancers/pending': AdminPendingFreelancersPage,
  '/admin/bookings': AdminBookingsPage,
  '/admin/plans': AdminPlansPage,
  '/admin/services': AdminServicesPage,
  '/admin/reviews': AdminReviewsPage,
  '/admin/tickets': AdminTicketsPage,
  '/admin/tickets/:id': AdminTicketPage,
  '/admin/contact-messages': AdminContactMessagesPage,
  '/admin/memberships': AdminMembershipsPage,
  '/admin/payments': AdminPaymentsPage,
  '/admin/analytics': AdminAnalyticsPage,
  '/admin/outbox': AdminOutboxPage,
  '/admin/location-analytics': AdminLocationAnalyticsPage,
  '/admin/cleaners/earnings': AdminCleanerEarningsPage,
} satisfies Record<AppPathPattern, ComponentType>;
