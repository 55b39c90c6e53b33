/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment MembershipTierCard_tier on MembershipTier {\n    code\n    name\n    monthlyRateCents\n    hourlyMinCents\n    hourlyMaxCents\n    popular\n    features\n    plans {\n      id\n      months\n      priceCents\n      originalPriceCents\n      discountPercent\n    }\n  }\n": typeof types.MembershipTierCard_TierFragmentDoc,
    "\n  fragment NotificationItem_notification on Notification {\n    id\n    type\n    title\n    message\n    isRead\n    data\n    createdAt\n  }\n": typeof types.NotificationItem_NotificationFragmentDoc,
    "\n  query NotificationBell {\n    notifications {\n      id\n      ...NotificationItem_notification\n    }\n  }\n": typeof types.NotificationBellDocument,
    "\n  subscription NotificationBellAdded {\n    notificationAdded {\n      id\n      ...NotificationItem_notification\n    }\n  }\n": typeof types.NotificationBellAddedDocument,
    "\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      __typename\n      ... on MutationMarkNotificationReadSuccess {\n        data {\n          id\n          isRead\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": typeof types.MarkNotificationReadDocument,
    "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead {\n      __typename\n      ... on MutationMarkAllNotificationsReadSuccess {\n        data\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": typeof types.MarkAllNotificationsReadDocument,
    "\n  fragment ServiceSearchOption_service on Service {\n    id\n    name\n    category\n    memberPrice\n    regularPrice\n    discountPercent\n    popular\n  }\n": typeof types.ServiceSearchOption_ServiceFragmentDoc,
    "\n  query ServiceSearch($search: String, $limit: Int) {\n    services(search: $search, limit: $limit) {\n      id\n      ...ServiceSearchOption_service\n    }\n  }\n": typeof types.ServiceSearchDocument,
    "\n  fragment BookingStatusChip_booking on Booking {\n    id\n    status\n    statusLabel\n  }\n": typeof types.BookingStatusChip_BookingFragmentDoc,
    "\n  fragment AdminOutboxMail_mail on OutboxMail {\n    id\n    to\n    subject\n    text\n    createdAt\n    sentAt\n  }\n": typeof types.AdminOutboxMail_MailFragmentDoc,
    "\n  query AdminOutbox($to: String, $page: Int!, $limit: Int!) {\n    adminOutbox(to: $to, page: $page, limit: $limit) {\n      total\n      page\n      limit\n      items {\n        id\n        ...AdminOutboxMail_mail\n      }\n    }\n  }\n": typeof types.AdminOutboxDocument,
    "\n  mutation VerifyEmail($token: String!) {\n    verifyEmail(token: $token) {\n      __typename\n      ... on MutationVerifyEmailSuccess {\n        data {\n          message\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": typeof types.VerifyEmailDocument,
    "\n  mutation ResendVerification($email: String!) {\n    resendVerification(email: $email) {\n      __typename\n      ... on MutationResendVerificationSuccess {\n        data {\n          message\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": typeof types.ResendVerificationDocument,
    "\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email) {\n      __typename\n      ... on MutationForgotPasswordSuccess {\n        data {\n          message\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": typeof types.ForgotPasswordDocument,
    "\n  mutation ResetPassword($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword) {\n      __typename\n      ... on MutationResetPasswordSuccess {\n        data {\n          message\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n      ... on ValidationError {\n        field\n        issues {\n          field\n          message\n        }\n      }\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  query BookServices {\n    services(limit: 50) {\n      id\n      name\n      category\n      memberPriceCents\n      regularPriceCents\n    }\n  }\n": typeof types.BookServicesDocument,
    "\n  query BookingQuote($serviceId: ID!, $durationHours: Float!) {\n    bookingQuote(serviceId: $serviceId, durationHours: $durationHours) {\n      serviceId\n      durationMinutes\n      memberRateCents\n      regularRateCents\n      appliedTier\n      hourlyRateCents\n      totalCents\n      regularTotalCents\n      savingsCents\n      isMember\n    }\n  }\n": typeof types.BookingQuoteDocument,
    "\n  mutation CreateBooking($input: CreateBookingInput!) {\n    createBooking(input: $input) {\n      __typename\n      ... on MutationCreateBookingSuccess {\n        data {\n          id\n          status\n          statusLabel\n          scheduledAt\n          totalCents\n        }\n      }\n      ... on ValidationError {\n        field\n        issues {\n          field\n          message\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": typeof types.CreateBookingDocument,
    "\n  fragment BookingListItem_booking on Booking {\n    id\n    service {\n      id\n      name\n      category\n    }\n    scheduledAt\n    endsAt\n    durationHours\n    address\n    city\n    zipCode\n    totalCents\n    ...BookingStatusChip_booking\n  }\n": typeof types.BookingListItem_BookingFragmentDoc,
    "\n  fragment BookingTimeline_booking on Booking {\n    id\n    status\n    createdAt\n    acceptedAt\n    startedAt\n    completedAt\n    cancelledAt\n    cancellationReason\n    rejectionReason\n  }\n": typeof types.BookingTimeline_BookingFragmentDoc,
    "\n  mutation CustomerCancelBooking($id: ID!, $reason: String) {\n    updateBookingStatus(id: $id, status: cancelled, reason: $reason) {\n      __typename\n      ... on MutationUpdateBookingStatusSuccess {\n        data {\n          id\n          ...CustomerBookingDetailPage_booking\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": typeof types.CustomerCancelBookingDocument,
    "\n  fragment CleanerCard_user on User {\n    id\n    fullName\n    cleanerProfile {\n      ratingAverage\n      ratingCount\n      yearsExperience\n    }\n  }\n": typeof types.CleanerCard_UserFragmentDoc,
    "\n  fragment CustomerBookingDetailPage_booking on Booking {\n    id\n    status\n    statusLabel\n    service {\n      id\n      name\n      category\n    }\n    cleaner {\n      id\n      ...CleanerCard_user\n    }\n    scheduledAt\n    endsAt\n    durationHours\n    address\n    city\n    zipCode\n    notes\n    paymentStatus\n    cancelledAt\n    rejectionReason\n    allowedActions\n    ...BookingStatusChip_booking\n    ...PriceBreakdown_booking\n    ...BookingTimeline_booking\n  }\n": typeof types.CustomerBookingDetailPage_BookingFragmentDoc,
    "\n  query CustomerBookingDetail($id: ID!) {\n    booking(id: $id) {\n      id\n      ...CustomerBookingDetailPage_booking\n    }\n  }\n": typeof types.CustomerBookingDetailDocument,
    "\n  subscription CustomerBookingUpdated($id: ID!) {\n    bookingUpdated(id: $id) {\n      id\n      ...CustomerBookingDetailPage_booking\n    }\n  }\n": typeof types.CustomerBookingUpdatedDocument,
    "\n  query CustomerBookings($status: [BookingStatus!], $page: Int!, $pageSize: Int!) {\n    bookings(status: $status, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        ...BookingListItem_booking\n      }\n      total\n      page\n      pageSize\n      hasMore\n    }\n  }\n": typeof types.CustomerBookingsDocument,
    "\n  fragment PriceBreakdown_booking on Booking {\n    id\n    priceTier\n    hourlyRateCents\n    durationHours\n    totalCents\n    paymentStatus\n    service {\n      id\n      regularPriceCents\n    }\n  }\n": typeof types.PriceBreakdown_BookingFragmentDoc,
    "\n  query CleanerOpenJobs($page: Int!, $pageSize: Int!) {\n    bookings(scope: OPEN, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        ...JobCard_booking\n      }\n      total\n      page\n      pageSize\n      hasMore\n    }\n  }\n": typeof types.CleanerOpenJobsDocument,
    "\n  query CleanerMyJobs($status: [BookingStatus!], $page: Int!, $pageSize: Int!) {\n    bookings(scope: MINE, status: $status, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        address\n        ...JobCard_booking\n      }\n      total\n      page\n      pageSize\n      hasMore\n    }\n  }\n": typeof types.CleanerMyJobsDocument,
    "\n  fragment JobCard_booking on Booking {\n    id\n    service {\n      id\n      name\n      category\n    }\n    scheduledAt\n    endsAt\n    durationHours\n    city\n    zipCode\n    notes\n    totalCents\n    allowedActions\n    ...BookingStatusChip_booking\n  }\n": typeof types.JobCard_BookingFragmentDoc,
    "\n  mutation CleanerAcceptBooking($id: ID!) {\n    acceptBooking(id: $id) {\n      __typename\n      ... on MutationAcceptBookingSuccess {\n        data {\n          id\n          address\n          ...JobCard_booking\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": typeof types.CleanerAcceptBookingDocument,
    "\n  mutation CleanerRejectBooking($id: ID!, $reason: String!) {\n    rejectBooking(id: $id, reason: $reason) {\n      __typename\n      ... on MutationRejectBookingSuccess {\n        data {\n          id\n          status\n          statusLabel\n          allowedActions\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": typeof types.CleanerRejectBookingDocument,
    "\n  mutation CleanerUpdateJobStatus($id: ID!, $status: BookingStatus!) {\n    updateBookingStatus(id: $id, status: $status) {\n      __typename\n      ... on MutationUpdateBookingStatusSuccess {\n        data {\n          id\n          address\n          ...JobCard_booking\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": typeof types.CleanerUpdateJobStatusDocument,
    "\n  fragment AdminDashboard_user on User {\n    id\n    firstName\n  }\n": typeof types.AdminDashboard_UserFragmentDoc,
    "\n  fragment AdminBookingRow_booking on Booking {\n    id\n    service {\n      id\n      name\n    }\n    customer {\n      id\n      fullName\n    }\n    cleaner {\n      id\n      fullName\n    }\n    scheduledAt\n    totalCents\n    ...BookingStatusChip_booking\n  }\n": typeof types.AdminBookingRow_BookingFragmentDoc,
    "\n  query AdminDashboard {\n    recent: bookings(pageSize: 10) {\n      total\n      items {\n        id\n        totalCents\n        ...AdminBookingRow_booking\n      }\n    }\n    awaiting: bookings(status: [pending, pending_cleaner_response], pageSize: 1) {\n      total\n    }\n    active: bookings(status: [confirmed, in_progress], pageSize: 1) {\n      total\n    }\n    completed: bookings(status: [completed], pageSize: 1) {\n      total\n    }\n  }\n": typeof types.AdminDashboardDocument,
    "\n  fragment CleanerDashboard_user on User {\n    id\n    firstName\n    isPendingVerification\n    requiresVerification\n    cleanerProfile {\n      ratingAverage\n      ratingCount\n      backgroundCheckStatus\n    }\n  }\n": typeof types.CleanerDashboard_UserFragmentDoc,
    "\n  query CleanerDashboard {\n    open: bookings(scope: OPEN, pageSize: 1) {\n      total\n    }\n    upcoming: bookings(scope: MINE, status: [confirmed, in_progress], pageSize: 5) {\n      total\n      items {\n        id\n        ...DashboardBookingRow_booking\n      }\n    }\n    completed: bookings(scope: MINE, status: [completed], pageSize: 1) {\n      total\n    }\n  }\n": typeof types.CleanerDashboardDocument,
    "\n  fragment CustomerDashboard_user on User {\n    id\n    firstName\n    activeMembership {\n      id\n      status\n      currentPeriodEnd\n      tier {\n        code\n        name\n      }\n    }\n  }\n": typeof types.CustomerDashboard_UserFragmentDoc,
    "\n  query CustomerDashboard {\n    upcoming: bookings(status: [pending, pending_cleaner_response, confirmed, in_progress], pageSize: 5) {\n      total\n      items {\n        id\n        ...DashboardBookingRow_booking\n      }\n    }\n    completed: bookings(status: [completed], pageSize: 1) {\n      total\n    }\n  }\n": typeof types.CustomerDashboardDocument,
    "\n  fragment DashboardBookingRow_booking on Booking {\n    id\n    service {\n      id\n      name\n    }\n    scheduledAt\n    endsAt\n    durationHours\n    city\n    totalCents\n    ...BookingStatusChip_booking\n  }\n": typeof types.DashboardBookingRow_BookingFragmentDoc,
    "\n  query DashboardMe {\n    me {\n      id\n      role\n      ...CustomerDashboard_user\n      ...CleanerDashboard_user\n      ...AdminDashboard_user\n    }\n  }\n": typeof types.DashboardMeDocument,
    "\n  query LandingMembershipTiers {\n    membershipTiers {\n      code\n      ...MembershipTierCard_tier\n    }\n  }\n": typeof types.LandingMembershipTiersDocument,
    "\n  fragment PopularServiceCard_service on Service {\n    id\n    name\n    subtitle\n    category\n    description\n    memberPriceCents\n    regularPriceCents\n    discountPercent\n    rating\n    bookingsCount\n    popular\n    premium\n    emergency\n  }\n": typeof types.PopularServiceCard_ServiceFragmentDoc,
    "\n  query LandingPopularServices($limit: Int) {\n    popularServices(limit: $limit) {\n      id\n      ...PopularServiceCard_service\n    }\n  }\n": typeof types.LandingPopularServicesDocument,
    "\n  fragment TestimonialCard_review on PublicReview {\n    id\n    reviewerName\n    reviewType\n    badge\n    roleLabel\n    comment\n    rating\n    serviceType\n    cleanerName\n    cleanerRating\n    createdAt\n  }\n": typeof types.TestimonialCard_ReviewFragmentDoc,
    "\n  query LandingReviews($limit: Int, $featured: Boolean) {\n    publicReviews(limit: $limit, featured: $featured) {\n      id\n      ...TestimonialCard_review\n    }\n  }\n": typeof types.LandingReviewsDocument,
    "\n  query MembershipPlansPage {\n    membershipTiers {\n      code\n      ...MembershipTierCard_tier\n    }\n  }\n": typeof types.MembershipPlansPageDocument,
    "\n  query CurrentMembership {\n    me {\n      id\n      activeMembership {\n        id\n        status\n        currentPeriodEnd\n        tier {\n          code\n          name\n        }\n      }\n    }\n  }\n": typeof types.CurrentMembershipDocument,
    "\n  mutation SubmitContactMessage($input: ContactMessageInput!) {\n    submitContactMessage(input: $input) {\n      __typename\n      ... on MutationSubmitContactMessageSuccess {\n        data {\n          message\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n      ... on ValidationError {\n        field\n        issues {\n          field\n          message\n        }\n      }\n    }\n  }\n": typeof types.SubmitContactMessageDocument,
    "\n  fragment ServiceCard_service on Service {\n    id\n    name\n    category\n    subtitle\n    description\n    memberPriceCents\n    regularPriceCents\n    discountPercent\n    popular\n    premium\n    emergency\n    rating\n    bookingsCount\n  }\n": typeof types.ServiceCard_ServiceFragmentDoc,
    "\n  query ServiceDetail($id: ID!) {\n    service(id: $id) {\n      id\n      name\n      category\n      subtitle\n      description\n      features\n      memberPriceCents\n      regularPriceCents\n      discountPercent\n      popular\n      premium\n      emergency\n      rating\n      bookingsCount\n    }\n  }\n": typeof types.ServiceDetailDocument,
    "\n  query ServiceDetailTiers {\n    membershipTiers {\n      code\n      name\n      monthlyRateCents\n      hourlyMinCents\n      hourlyMaxCents\n    }\n  }\n": typeof types.ServiceDetailTiersDocument,
    "\n  query ServicesPage($search: String, $category: String) {\n    services(search: $search, category: $category, limit: 50) {\n      id\n      ...ServiceCard_service\n    }\n  }\n": typeof types.ServicesPageDocument,
    "\n  query ServiceCategories {\n    serviceCategories {\n      name\n      serviceCount\n    }\n  }\n": typeof types.ServiceCategoriesDocument,
    "\n  fragment AuthUser on User {\n    id\n    email\n    firstName\n    lastName\n    fullName\n    phone\n    role\n    roleLabel\n    emailVerified\n    requiresVerification\n    isPendingVerification\n    createdAt\n  }\n": typeof types.AuthUserFragmentDoc,
    "\n  query AuthMe {\n    me {\n      id\n      ...AuthUser\n    }\n  }\n": typeof types.AuthMeDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      __typename\n      ... on MutationLoginSuccess {\n        data {\n          user {\n            id\n            ...AuthUser\n          }\n          tokens {\n            accessToken\n            refreshToken\n            expiresIn\n            expiresAt\n          }\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n      ... on AuthorizationError {\n        requiresVerification\n      }\n      ... on ValidationError {\n        field\n        issues {\n          field\n          message\n        }\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      __typename\n      ... on MutationRegisterSuccess {\n        data {\n          requiresVerification\n          message\n          user {\n            id\n            ...AuthUser\n          }\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n      ... on ValidationError {\n        field\n        issues {\n          field\n          message\n        }\n      }\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation RefreshToken($refreshToken: String!) {\n    refreshToken(refreshToken: $refreshToken) {\n      __typename\n      ... on MutationRefreshTokenSuccess {\n        data {\n          accessToken\n          refreshToken\n          expiresIn\n          expiresAt\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": typeof types.RefreshTokenDocument,
    "\n  mutation Logout($refreshToken: String) {\n    logout(refreshToken: $refreshToken) {\n      __typename\n      ... on MutationLogoutSuccess {\n        data {\n          message\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": typeof types.LogoutDocument,
    "\n  mutation LogoutAll {\n    logoutAll {\n      __typename\n      ... on MutationLogoutAllSuccess {\n        data {\n          message\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": typeof types.LogoutAllDocument,
};
const documents: Documents = {
    "\n  fragment MembershipTierCard_tier on MembershipTier {\n    code\n    name\n    monthlyRateCents\n    hourlyMinCents\n    hourlyMaxCents\n    popular\n    features\n    plans {\n      id\n      months\n      priceCents\n      originalPriceCents\n      discountPercent\n    }\n  }\n": types.MembershipTierCard_TierFragmentDoc,
    "\n  fragment NotificationItem_notification on Notification {\n    id\n    type\n    title\n    message\n    isRead\n    data\n    createdAt\n  }\n": types.NotificationItem_NotificationFragmentDoc,
    "\n  query NotificationBell {\n    notifications {\n      id\n      ...NotificationItem_notification\n    }\n  }\n": types.NotificationBellDocument,
    "\n  subscription NotificationBellAdded {\n    notificationAdded {\n      id\n      ...NotificationItem_notification\n    }\n  }\n": types.NotificationBellAddedDocument,
    "\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      __typename\n      ... on MutationMarkNotificationReadSuccess {\n        data {\n          id\n          isRead\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": types.MarkNotificationReadDocument,
    "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead {\n      __typename\n      ... on MutationMarkAllNotificationsReadSuccess {\n        data\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": types.MarkAllNotificationsReadDocument,
    "\n  fragment ServiceSearchOption_service on Service {\n    id\n    name\n    category\n    memberPrice\n    regularPrice\n    discountPercent\n    popular\n  }\n": types.ServiceSearchOption_ServiceFragmentDoc,
    "\n  query ServiceSearch($search: String, $limit: Int) {\n    services(search: $search, limit: $limit) {\n      id\n      ...ServiceSearchOption_service\n    }\n  }\n": types.ServiceSearchDocument,
    "\n  fragment BookingStatusChip_booking on Booking {\n    id\n    status\n    statusLabel\n  }\n": types.BookingStatusChip_BookingFragmentDoc,
    "\n  fragment AdminOutboxMail_mail on OutboxMail {\n    id\n    to\n    subject\n    text\n    createdAt\n    sentAt\n  }\n": types.AdminOutboxMail_MailFragmentDoc,
    "\n  query AdminOutbox($to: String, $page: Int!, $limit: Int!) {\n    adminOutbox(to: $to, page: $page, limit: $limit) {\n      total\n      page\n      limit\n      items {\n        id\n        ...AdminOutboxMail_mail\n      }\n    }\n  }\n": types.AdminOutboxDocument,
    "\n  mutation VerifyEmail($token: String!) {\n    verifyEmail(token: $token) {\n      __typename\n      ... on MutationVerifyEmailSuccess {\n        data {\n          message\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": types.VerifyEmailDocument,
    "\n  mutation ResendVerification($email: String!) {\n    resendVerification(email: $email) {\n      __typename\n      ... on MutationResendVerificationSuccess {\n        data {\n          message\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": types.ResendVerificationDocument,
    "\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email) {\n      __typename\n      ... on MutationForgotPasswordSuccess {\n        data {\n          message\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": types.ForgotPasswordDocument,
    "\n  mutation ResetPassword($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword) {\n      __typename\n      ... on MutationResetPasswordSuccess {\n        data {\n          message\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n      ... on ValidationError {\n        field\n        issues {\n          field\n          message\n        }\n      }\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  query BookServices {\n    services(limit: 50) {\n      id\n      name\n      category\n      memberPriceCents\n      regularPriceCents\n    }\n  }\n": types.BookServicesDocument,
    "\n  query BookingQuote($serviceId: ID!, $durationHours: Float!) {\n    bookingQuote(serviceId: $serviceId, durationHours: $durationHours) {\n      serviceId\n      durationMinutes\n      memberRateCents\n      regularRateCents\n      appliedTier\n      hourlyRateCents\n      totalCents\n      regularTotalCents\n      savingsCents\n      isMember\n    }\n  }\n": types.BookingQuoteDocument,
    "\n  mutation CreateBooking($input: CreateBookingInput!) {\n    createBooking(input: $input) {\n      __typename\n      ... on MutationCreateBookingSuccess {\n        data {\n          id\n          status\n          statusLabel\n          scheduledAt\n          totalCents\n        }\n      }\n      ... on ValidationError {\n        field\n        issues {\n          field\n          message\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": types.CreateBookingDocument,
    "\n  fragment BookingListItem_booking on Booking {\n    id\n    service {\n      id\n      name\n      category\n    }\n    scheduledAt\n    endsAt\n    durationHours\n    address\n    city\n    zipCode\n    totalCents\n    ...BookingStatusChip_booking\n  }\n": types.BookingListItem_BookingFragmentDoc,
    "\n  fragment BookingTimeline_booking on Booking {\n    id\n    status\n    createdAt\n    acceptedAt\n    startedAt\n    completedAt\n    cancelledAt\n    cancellationReason\n    rejectionReason\n  }\n": types.BookingTimeline_BookingFragmentDoc,
    "\n  mutation CustomerCancelBooking($id: ID!, $reason: String) {\n    updateBookingStatus(id: $id, status: cancelled, reason: $reason) {\n      __typename\n      ... on MutationUpdateBookingStatusSuccess {\n        data {\n          id\n          ...CustomerBookingDetailPage_booking\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": types.CustomerCancelBookingDocument,
    "\n  fragment CleanerCard_user on User {\n    id\n    fullName\n    cleanerProfile {\n      ratingAverage\n      ratingCount\n      yearsExperience\n    }\n  }\n": types.CleanerCard_UserFragmentDoc,
    "\n  fragment CustomerBookingDetailPage_booking on Booking {\n    id\n    status\n    statusLabel\n    service {\n      id\n      name\n      category\n    }\n    cleaner {\n      id\n      ...CleanerCard_user\n    }\n    scheduledAt\n    endsAt\n    durationHours\n    address\n    city\n    zipCode\n    notes\n    paymentStatus\n    cancelledAt\n    rejectionReason\n    allowedActions\n    ...BookingStatusChip_booking\n    ...PriceBreakdown_booking\n    ...BookingTimeline_booking\n  }\n": types.CustomerBookingDetailPage_BookingFragmentDoc,
    "\n  query CustomerBookingDetail($id: ID!) {\n    booking(id: $id) {\n      id\n      ...CustomerBookingDetailPage_booking\n    }\n  }\n": types.CustomerBookingDetailDocument,
    "\n  subscription CustomerBookingUpdated($id: ID!) {\n    bookingUpdated(id: $id) {\n      id\n      ...CustomerBookingDetailPage_booking\n    }\n  }\n": types.CustomerBookingUpdatedDocument,
    "\n  query CustomerBookings($status: [BookingStatus!], $page: Int!, $pageSize: Int!) {\n    bookings(status: $status, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        ...BookingListItem_booking\n      }\n      total\n      page\n      pageSize\n      hasMore\n    }\n  }\n": types.CustomerBookingsDocument,
    "\n  fragment PriceBreakdown_booking on Booking {\n    id\n    priceTier\n    hourlyRateCents\n    durationHours\n    totalCents\n    paymentStatus\n    service {\n      id\n      regularPriceCents\n    }\n  }\n": types.PriceBreakdown_BookingFragmentDoc,
    "\n  query CleanerOpenJobs($page: Int!, $pageSize: Int!) {\n    bookings(scope: OPEN, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        ...JobCard_booking\n      }\n      total\n      page\n      pageSize\n      hasMore\n    }\n  }\n": types.CleanerOpenJobsDocument,
    "\n  query CleanerMyJobs($status: [BookingStatus!], $page: Int!, $pageSize: Int!) {\n    bookings(scope: MINE, status: $status, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        address\n        ...JobCard_booking\n      }\n      total\n      page\n      pageSize\n      hasMore\n    }\n  }\n": types.CleanerMyJobsDocument,
    "\n  fragment JobCard_booking on Booking {\n    id\n    service {\n      id\n      name\n      category\n    }\n    scheduledAt\n    endsAt\n    durationHours\n    city\n    zipCode\n    notes\n    totalCents\n    allowedActions\n    ...BookingStatusChip_booking\n  }\n": types.JobCard_BookingFragmentDoc,
    "\n  mutation CleanerAcceptBooking($id: ID!) {\n    acceptBooking(id: $id) {\n      __typename\n      ... on MutationAcceptBookingSuccess {\n        data {\n          id\n          address\n          ...JobCard_booking\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": types.CleanerAcceptBookingDocument,
    "\n  mutation CleanerRejectBooking($id: ID!, $reason: String!) {\n    rejectBooking(id: $id, reason: $reason) {\n      __typename\n      ... on MutationRejectBookingSuccess {\n        data {\n          id\n          status\n          statusLabel\n          allowedActions\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": types.CleanerRejectBookingDocument,
    "\n  mutation CleanerUpdateJobStatus($id: ID!, $status: BookingStatus!) {\n    updateBookingStatus(id: $id, status: $status) {\n      __typename\n      ... on MutationUpdateBookingStatusSuccess {\n        data {\n          id\n          address\n          ...JobCard_booking\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": types.CleanerUpdateJobStatusDocument,
    "\n  fragment AdminDashboard_user on User {\n    id\n    firstName\n  }\n": types.AdminDashboard_UserFragmentDoc,
    "\n  fragment AdminBookingRow_booking on Booking {\n    id\n    service {\n      id\n      name\n    }\n    customer {\n      id\n      fullName\n    }\n    cleaner {\n      id\n      fullName\n    }\n    scheduledAt\n    totalCents\n    ...BookingStatusChip_booking\n  }\n": types.AdminBookingRow_BookingFragmentDoc,
    "\n  query AdminDashboard {\n    recent: bookings(pageSize: 10) {\n      total\n      items {\n        id\n        totalCents\n        ...AdminBookingRow_booking\n      }\n    }\n    awaiting: bookings(status: [pending, pending_cleaner_response], pageSize: 1) {\n      total\n    }\n    active: bookings(status: [confirmed, in_progress], pageSize: 1) {\n      total\n    }\n    completed: bookings(status: [completed], pageSize: 1) {\n      total\n    }\n  }\n": types.AdminDashboardDocument,
    "\n  fragment CleanerDashboard_user on User {\n    id\n    firstName\n    isPendingVerification\n    requiresVerification\n    cleanerProfile {\n      ratingAverage\n      ratingCount\n      backgroundCheckStatus\n    }\n  }\n": types.CleanerDashboard_UserFragmentDoc,
    "\n  query CleanerDashboard {\n    open: bookings(scope: OPEN, pageSize: 1) {\n      total\n    }\n    upcoming: bookings(scope: MINE, status: [confirmed, in_progress], pageSize: 5) {\n      total\n      items {\n        id\n        ...DashboardBookingRow_booking\n      }\n    }\n    completed: bookings(scope: MINE, status: [completed], pageSize: 1) {\n      total\n    }\n  }\n": types.CleanerDashboardDocument,
    "\n  fragment CustomerDashboard_user on User {\n    id\n    firstName\n    activeMembership {\n      id\n      status\n      currentPeriodEnd\n      tier {\n        code\n        name\n      }\n    }\n  }\n": types.CustomerDashboard_UserFragmentDoc,
    "\n  query CustomerDashboard {\n    upcoming: bookings(status: [pending, pending_cleaner_response, confirmed, in_progress], pageSize: 5) {\n      total\n      items {\n        id\n        ...DashboardBookingRow_booking\n      }\n    }\n    completed: bookings(status: [completed], pageSize: 1) {\n      total\n    }\n  }\n": types.CustomerDashboardDocument,
    "\n  fragment DashboardBookingRow_booking on Booking {\n    id\n    service {\n      id\n      name\n    }\n    scheduledAt\n    endsAt\n    durationHours\n    city\n    totalCents\n    ...BookingStatusChip_booking\n  }\n": types.DashboardBookingRow_BookingFragmentDoc,
    "\n  query DashboardMe {\n    me {\n      id\n      role\n      ...CustomerDashboard_user\n      ...CleanerDashboard_user\n      ...AdminDashboard_user\n    }\n  }\n": types.DashboardMeDocument,
    "\n  query LandingMembershipTiers {\n    membershipTiers {\n      code\n      ...MembershipTierCard_tier\n    }\n  }\n": types.LandingMembershipTiersDocument,
    "\n  fragment PopularServiceCard_service on Service {\n    id\n    name\n    subtitle\n    category\n    description\n    memberPriceCents\n    regularPriceCents\n    discountPercent\n    rating\n    bookingsCount\n    popular\n    premium\n    emergency\n  }\n": types.PopularServiceCard_ServiceFragmentDoc,
    "\n  query LandingPopularServices($limit: Int) {\n    popularServices(limit: $limit) {\n      id\n      ...PopularServiceCard_service\n    }\n  }\n": types.LandingPopularServicesDocument,
    "\n  fragment TestimonialCard_review on PublicReview {\n    id\n    reviewerName\n    reviewType\n    badge\n    roleLabel\n    comment\n    rating\n    serviceType\n    cleanerName\n    cleanerRating\n    createdAt\n  }\n": types.TestimonialCard_ReviewFragmentDoc,
    "\n  query LandingReviews($limit: Int, $featured: Boolean) {\n    publicReviews(limit: $limit, featured: $featured) {\n      id\n      ...TestimonialCard_review\n    }\n  }\n": types.LandingReviewsDocument,
    "\n  query MembershipPlansPage {\n    membershipTiers {\n      code\n      ...MembershipTierCard_tier\n    }\n  }\n": types.MembershipPlansPageDocument,
    "\n  query CurrentMembership {\n    me {\n      id\n      activeMembership {\n        id\n        status\n        currentPeriodEnd\n        tier {\n          code\n          name\n        }\n      }\n    }\n  }\n": types.CurrentMembershipDocument,
    "\n  mutation SubmitContactMessage($input: ContactMessageInput!) {\n    submitContactMessage(input: $input) {\n      __typename\n      ... on MutationSubmitContactMessageSuccess {\n        data {\n          message\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n      ... on ValidationError {\n        field\n        issues {\n          field\n          message\n        }\n      }\n    }\n  }\n": types.SubmitContactMessageDocument,
    "\n  fragment ServiceCard_service on Service {\n    id\n    name\n    category\n    subtitle\n    description\n    memberPriceCents\n    regularPriceCents\n    discountPercent\n    popular\n    premium\n    emergency\n    rating\n    bookingsCount\n  }\n": types.ServiceCard_ServiceFragmentDoc,
    "\n  query ServiceDetail($id: ID!) {\n    service(id: $id) {\n      id\n      name\n      category\n      subtitle\n      description\n      features\n      memberPriceCents\n      regularPriceCents\n      discountPercent\n      popular\n      premium\n      emergency\n      rating\n      bookingsCount\n    }\n  }\n": types.ServiceDetailDocument,
    "\n  query ServiceDetailTiers {\n    membershipTiers {\n      code\n      name\n      monthlyRateCents\n      hourlyMinCents\n      hourlyMaxCents\n    }\n  }\n": types.ServiceDetailTiersDocument,
    "\n  query ServicesPage($search: String, $category: String) {\n    services(search: $search, category: $category, limit: 50) {\n      id\n      ...ServiceCard_service\n    }\n  }\n": types.ServicesPageDocument,
    "\n  query ServiceCategories {\n    serviceCategories {\n      name\n      serviceCount\n    }\n  }\n": types.ServiceCategoriesDocument,
    "\n  fragment AuthUser on User {\n    id\n    email\n    firstName\n    lastName\n    fullName\n    phone\n    role\n    roleLabel\n    emailVerified\n    requiresVerification\n    isPendingVerification\n    createdAt\n  }\n": types.AuthUserFragmentDoc,
    "\n  query AuthMe {\n    me {\n      id\n      ...AuthUser\n    }\n  }\n": types.AuthMeDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      __typename\n      ... on MutationLoginSuccess {\n        data {\n          user {\n            id\n            ...AuthUser\n          }\n          tokens {\n            accessToken\n            refreshToken\n            expiresIn\n            expiresAt\n          }\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n      ... on AuthorizationError {\n        requiresVerification\n      }\n      ... on ValidationError {\n        field\n        issues {\n          field\n          message\n        }\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      __typename\n      ... on MutationRegisterSuccess {\n        data {\n          requiresVerification\n          message\n          user {\n            id\n            ...AuthUser\n          }\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n      ... on ValidationError {\n        field\n        issues {\n          field\n          message\n        }\n      }\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation RefreshToken($refreshToken: String!) {\n    refreshToken(refreshToken: $refreshToken) {\n      __typename\n      ... on MutationRefreshTokenSuccess {\n        data {\n          accessToken\n          refreshToken\n          expiresIn\n          expiresAt\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": types.RefreshTokenDocument,
    "\n  mutation Logout($refreshToken: String) {\n    logout(refreshToken: $refreshToken) {\n      __typename\n      ... on MutationLogoutSuccess {\n        data {\n          message\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": types.LogoutDocument,
    "\n  mutation LogoutAll {\n    logoutAll {\n      __typename\n      ... on MutationLogoutAllSuccess {\n        data {\n          message\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": types.LogoutAllDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MembershipTierCard_tier on MembershipTier {\n    code\n    name\n    monthlyRateCents\n    hourlyMinCents\n    hourlyMaxCents\n    popular\n    features\n    plans {\n      id\n      months\n      priceCents\n      originalPriceCents\n      discountPercent\n    }\n  }\n"): (typeof documents)["\n  fragment MembershipTierCard_tier on MembershipTier {\n    code\n    name\n    monthlyRateCents\n    hourlyMinCents\n    hourlyMaxCents\n    popular\n    features\n    plans {\n      id\n      months\n      priceCents\n      originalPriceCents\n      discountPercent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NotificationItem_notification on Notification {\n    id\n    type\n    title\n    message\n    isRead\n    data\n    createdAt\n  }\n"): (typeof documents)["\n  fragment NotificationItem_notification on Notification {\n    id\n    type\n    title\n    message\n    isRead\n    data\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationBell {\n    notifications {\n      id\n      ...NotificationItem_notification\n    }\n  }\n"): (typeof documents)["\n  query NotificationBell {\n    notifications {\n      id\n      ...NotificationItem_notification\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription NotificationBellAdded {\n    notificationAdded {\n      id\n      ...NotificationItem_notification\n    }\n  }\n"): (typeof documents)["\n  subscription NotificationBellAdded {\n    notificationAdded {\n      id\n      ...NotificationItem_notification\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      __typename\n      ... on MutationMarkNotificationReadSuccess {\n        data {\n          id\n          isRead\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      __typename\n      ... on MutationMarkNotificationReadSuccess {\n        data {\n          id\n          isRead\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead {\n      __typename\n      ... on MutationMarkAllNotificationsReadSuccess {\n        data\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead {\n      __typename\n      ... on MutationMarkAllNotificationsReadSuccess {\n        data\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ServiceSearchOption_service on Service {\n    id\n    name\n    category\n    memberPrice\n    regularPrice\n    discountPercent\n    popular\n  }\n"): (typeof documents)["\n  fragment ServiceSearchOption_service on Service {\n    id\n    name\n    category\n    memberPrice\n    regularPrice\n    discountPercent\n    popular\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ServiceSearch($search: String, $limit: Int) {\n    services(search: $search, limit: $limit) {\n      id\n      ...ServiceSearchOption_service\n    }\n  }\n"): (typeof documents)["\n  query ServiceSearch($search: String, $limit: Int) {\n    services(search: $search, limit: $limit) {\n      id\n      ...ServiceSearchOption_service\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BookingStatusChip_booking on Booking {\n    id\n    status\n    statusLabel\n  }\n"): (typeof documents)["\n  fragment BookingStatusChip_booking on Booking {\n    id\n    status\n    statusLabel\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminOutboxMail_mail on OutboxMail {\n    id\n    to\n    subject\n    text\n    createdAt\n    sentAt\n  }\n"): (typeof documents)["\n  fragment AdminOutboxMail_mail on OutboxMail {\n    id\n    to\n    subject\n    text\n    createdAt\n    sentAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOutbox($to: String, $page: Int!, $limit: Int!) {\n    adminOutbox(to: $to, page: $page, limit: $limit) {\n      total\n      page\n      limit\n      items {\n        id\n        ...AdminOutboxMail_mail\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminOutbox($to: String, $page: Int!, $limit: Int!) {\n    adminOutbox(to: $to, page: $page, limit: $limit) {\n      total\n      page\n      limit\n      items {\n        id\n        ...AdminOutboxMail_mail\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyEmail($token: String!) {\n    verifyEmail(token: $token) {\n      __typename\n      ... on MutationVerifyEmailSuccess {\n        data {\n          message\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyEmail($token: String!) {\n    verifyEmail(token: $token) {\n      __typename\n      ... on MutationVerifyEmailSuccess {\n        data {\n          message\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendVerification($email: String!) {\n    resendVerification(email: $email) {\n      __typename\n      ... on MutationResendVerificationSuccess {\n        data {\n          message\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ResendVerification($email: String!) {\n    resendVerification(email: $email) {\n      __typename\n      ... on MutationResendVerificationSuccess {\n        data {\n          message\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email) {\n      __typename\n      ... on MutationForgotPasswordSuccess {\n        data {\n          message\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email) {\n      __typename\n      ... on MutationForgotPasswordSuccess {\n        data {\n          message\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword) {\n      __typename\n      ... on MutationResetPasswordSuccess {\n        data {\n          message\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n      ... on ValidationError {\n        field\n        issues {\n          field\n          message\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword) {\n      __typename\n      ... on MutationResetPasswordSuccess {\n        data {\n          message\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n      ... on ValidationError {\n        field\n        issues {\n          field\n          message\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookServices {\n    services(limit: 50) {\n      id\n      name\n      category\n      memberPriceCents\n      regularPriceCents\n    }\n  }\n"): (typeof documents)["\n  query BookServices {\n    services(limit: 50) {\n      id\n      name\n      category\n      memberPriceCents\n      regularPriceCents\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingQuote($serviceId: ID!, $durationHours: Float!) {\n    bookingQuote(serviceId: $serviceId, durationHours: $durationHours) {\n      serviceId\n      durationMinutes\n      memberRateCents\n      regularRateCents\n      appliedTier\n      hourlyRateCents\n      totalCents\n      regularTotalCents\n      savingsCents\n      isMember\n    }\n  }\n"): (typeof documents)["\n  query BookingQuote($serviceId: ID!, $durationHours: Float!) {\n    bookingQuote(serviceId: $serviceId, durationHours: $durationHours) {\n      serviceId\n      durationMinutes\n      memberRateCents\n      regularRateCents\n      appliedTier\n      hourlyRateCents\n      totalCents\n      regularTotalCents\n      savingsCents\n      isMember\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateBooking($input: CreateBookingInput!) {\n    createBooking(input: $input) {\n      __typename\n      ... on MutationCreateBookingSuccess {\n        data {\n          id\n          status\n          statusLabel\n          scheduledAt\n          totalCents\n        }\n      }\n      ... on ValidationError {\n        field\n        issues {\n          field\n          message\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateBooking($input: CreateBookingInput!) {\n    createBooking(input: $input) {\n      __typename\n      ... on MutationCreateBookingSuccess {\n        data {\n          id\n          status\n          statusLabel\n          scheduledAt\n          totalCents\n        }\n      }\n      ... on ValidationError {\n        field\n        issues {\n          field\n          message\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BookingListItem_booking on Booking {\n    id\n    service {\n      id\n      name\n      category\n    }\n    scheduledAt\n    endsAt\n    durationHours\n    address\n    city\n    zipCode\n    totalCents\n    ...BookingStatusChip_booking\n  }\n"): (typeof documents)["\n  fragment BookingListItem_booking on Booking {\n    id\n    service {\n      id\n      name\n      category\n    }\n    scheduledAt\n    endsAt\n    durationHours\n    address\n    city\n    zipCode\n    totalCents\n    ...BookingStatusChip_booking\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BookingTimeline_booking on Booking {\n    id\n    status\n    createdAt\n    acceptedAt\n    startedAt\n    completedAt\n    cancelledAt\n    cancellationReason\n    rejectionReason\n  }\n"): (typeof documents)["\n  fragment BookingTimeline_booking on Booking {\n    id\n    status\n    createdAt\n    acceptedAt\n    startedAt\n    completedAt\n    cancelledAt\n    cancellationReason\n    rejectionReason\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CustomerCancelBooking($id: ID!, $reason: String) {\n    updateBookingStatus(id: $id, status: cancelled, reason: $reason) {\n      __typename\n      ... on MutationUpdateBookingStatusSuccess {\n        data {\n          id\n          ...CustomerBookingDetailPage_booking\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CustomerCancelBooking($id: ID!, $reason: String) {\n    updateBookingStatus(id: $id, status: cancelled, reason: $reason) {\n      __typename\n      ... on MutationUpdateBookingStatusSuccess {\n        data {\n          id\n          ...CustomerBookingDetailPage_booking\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CleanerCard_user on User {\n    id\n    fullName\n    cleanerProfile {\n      ratingAverage\n      ratingCount\n      yearsExperience\n    }\n  }\n"): (typeof documents)["\n  fragment CleanerCard_user on User {\n    id\n    fullName\n    cleanerProfile {\n      ratingAverage\n      ratingCount\n      yearsExperience\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CustomerBookingDetailPage_booking on Booking {\n    id\n    status\n    statusLabel\n    service {\n      id\n      name\n      category\n    }\n    cleaner {\n      id\n      ...CleanerCard_user\n    }\n    scheduledAt\n    endsAt\n    durationHours\n    address\n    city\n    zipCode\n    notes\n    paymentStatus\n    cancelledAt\n    rejectionReason\n    allowedActions\n    ...BookingStatusChip_booking\n    ...PriceBreakdown_booking\n    ...BookingTimeline_booking\n  }\n"): (typeof documents)["\n  fragment CustomerBookingDetailPage_booking on Booking {\n    id\n    status\n    statusLabel\n    service {\n      id\n      name\n      category\n    }\n    cleaner {\n      id\n      ...CleanerCard_user\n    }\n    scheduledAt\n    endsAt\n    durationHours\n    address\n    city\n    zipCode\n    notes\n    paymentStatus\n    cancelledAt\n    rejectionReason\n    allowedActions\n    ...BookingStatusChip_booking\n    ...PriceBreakdown_booking\n    ...BookingTimeline_booking\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerBookingDetail($id: ID!) {\n    booking(id: $id) {\n      id\n      ...CustomerBookingDetailPage_booking\n    }\n  }\n"): (typeof documents)["\n  query CustomerBookingDetail($id: ID!) {\n    booking(id: $id) {\n      id\n      ...CustomerBookingDetailPage_booking\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription CustomerBookingUpdated($id: ID!) {\n    bookingUpdated(id: $id) {\n      id\n      ...CustomerBookingDetailPage_booking\n    }\n  }\n"): (typeof documents)["\n  subscription CustomerBookingUpdated($id: ID!) {\n    bookingUpdated(id: $id) {\n      id\n      ...CustomerBookingDetailPage_booking\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerBookings($status: [BookingStatus!], $page: Int!, $pageSize: Int!) {\n    bookings(status: $status, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        ...BookingListItem_booking\n      }\n      total\n      page\n      pageSize\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query CustomerBookings($status: [BookingStatus!], $page: Int!, $pageSize: Int!) {\n    bookings(status: $status, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        ...BookingListItem_booking\n      }\n      total\n      page\n      pageSize\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PriceBreakdown_booking on Booking {\n    id\n    priceTier\n    hourlyRateCents\n    durationHours\n    totalCents\n    paymentStatus\n    service {\n      id\n      regularPriceCents\n    }\n  }\n"): (typeof documents)["\n  fragment PriceBreakdown_booking on Booking {\n    id\n    priceTier\n    hourlyRateCents\n    durationHours\n    totalCents\n    paymentStatus\n    service {\n      id\n      regularPriceCents\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CleanerOpenJobs($page: Int!, $pageSize: Int!) {\n    bookings(scope: OPEN, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        ...JobCard_booking\n      }\n      total\n      page\n      pageSize\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query CleanerOpenJobs($page: Int!, $pageSize: Int!) {\n    bookings(scope: OPEN, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        ...JobCard_booking\n      }\n      total\n      page\n      pageSize\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CleanerMyJobs($status: [BookingStatus!], $page: Int!, $pageSize: Int!) {\n    bookings(scope: MINE, status: $status, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        address\n        ...JobCard_booking\n      }\n      total\n      page\n      pageSize\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query CleanerMyJobs($status: [BookingStatus!], $page: Int!, $pageSize: Int!) {\n    bookings(scope: MINE, status: $status, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        address\n        ...JobCard_booking\n      }\n      total\n      page\n      pageSize\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment JobCard_booking on Booking {\n    id\n    service {\n      id\n      name\n      category\n    }\n    scheduledAt\n    endsAt\n    durationHours\n    city\n    zipCode\n    notes\n    totalCents\n    allowedActions\n    ...BookingStatusChip_booking\n  }\n"): (typeof documents)["\n  fragment JobCard_booking on Booking {\n    id\n    service {\n      id\n      name\n      category\n    }\n    scheduledAt\n    endsAt\n    durationHours\n    city\n    zipCode\n    notes\n    totalCents\n    allowedActions\n    ...BookingStatusChip_booking\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CleanerAcceptBooking($id: ID!) {\n    acceptBooking(id: $id) {\n      __typename\n      ... on MutationAcceptBookingSuccess {\n        data {\n          id\n          address\n          ...JobCard_booking\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CleanerAcceptBooking($id: ID!) {\n    acceptBooking(id: $id) {\n      __typename\n      ... on MutationAcceptBookingSuccess {\n        data {\n          id\n          address\n          ...JobCard_booking\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CleanerRejectBooking($id: ID!, $reason: String!) {\n    rejectBooking(id: $id, reason: $reason) {\n      __typename\n      ... on MutationRejectBookingSuccess {\n        data {\n          id\n          status\n          statusLabel\n          allowedActions\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CleanerRejectBooking($id: ID!, $reason: String!) {\n    rejectBooking(id: $id, reason: $reason) {\n      __typename\n      ... on MutationRejectBookingSuccess {\n        data {\n          id\n          status\n          statusLabel\n          allowedActions\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CleanerUpdateJobStatus($id: ID!, $status: BookingStatus!) {\n    updateBookingStatus(id: $id, status: $status) {\n      __typename\n      ... on MutationUpdateBookingStatusSuccess {\n        data {\n          id\n          address\n          ...JobCard_booking\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CleanerUpdateJobStatus($id: ID!, $status: BookingStatus!) {\n    updateBookingStatus(id: $id, status: $status) {\n      __typename\n      ... on MutationUpdateBookingStatusSuccess {\n        data {\n          id\n          address\n          ...JobCard_booking\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminDashboard_user on User {\n    id\n    firstName\n  }\n"): (typeof documents)["\n  fragment AdminDashboard_user on User {\n    id\n    firstName\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminBookingRow_booking on Booking {\n    id\n    service {\n      id\n      name\n    }\n    customer {\n      id\n      fullName\n    }\n    cleaner {\n      id\n      fullName\n    }\n    scheduledAt\n    totalCents\n    ...BookingStatusChip_booking\n  }\n"): (typeof documents)["\n  fragment AdminBookingRow_booking on Booking {\n    id\n    service {\n      id\n      name\n    }\n    customer {\n      id\n      fullName\n    }\n    cleaner {\n      id\n      fullName\n    }\n    scheduledAt\n    totalCents\n    ...BookingStatusChip_booking\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDashboard {\n    recent: bookings(pageSize: 10) {\n      total\n      items {\n        id\n        totalCents\n        ...AdminBookingRow_booking\n      }\n    }\n    awaiting: bookings(status: [pending, pending_cleaner_response], pageSize: 1) {\n      total\n    }\n    active: bookings(status: [confirmed, in_progress], pageSize: 1) {\n      total\n    }\n    completed: bookings(status: [completed], pageSize: 1) {\n      total\n    }\n  }\n"): (typeof documents)["\n  query AdminDashboard {\n    recent: bookings(pageSize: 10) {\n      total\n      items {\n        id\n        totalCents\n        ...AdminBookingRow_booking\n      }\n    }\n    awaiting: bookings(status: [pending, pending_cleaner_response], pageSize: 1) {\n      total\n    }\n    active: bookings(status: [confirmed, in_progress], pageSize: 1) {\n      total\n    }\n    completed: bookings(status: [completed], pageSize: 1) {\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CleanerDashboard_user on User {\n    id\n    firstName\n    isPendingVerification\n    requiresVerification\n    cleanerProfile {\n      ratingAverage\n      ratingCount\n      backgroundCheckStatus\n    }\n  }\n"): (typeof documents)["\n  fragment CleanerDashboard_user on User {\n    id\n    firstName\n    isPendingVerification\n    requiresVerification\n    cleanerProfile {\n      ratingAverage\n      ratingCount\n      backgroundCheckStatus\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CleanerDashboard {\n    open: bookings(scope: OPEN, pageSize: 1) {\n      total\n    }\n    upcoming: bookings(scope: MINE, status: [confirmed, in_progress], pageSize: 5) {\n      total\n      items {\n        id\n        ...DashboardBookingRow_booking\n      }\n    }\n    completed: bookings(scope: MINE, status: [completed], pageSize: 1) {\n      total\n    }\n  }\n"): (typeof documents)["\n  query CleanerDashboard {\n    open: bookings(scope: OPEN, pageSize: 1) {\n      total\n    }\n    upcoming: bookings(scope: MINE, status: [confirmed, in_progress], pageSize: 5) {\n      total\n      items {\n        id\n        ...DashboardBookingRow_booking\n      }\n    }\n    completed: bookings(scope: MINE, status: [completed], pageSize: 1) {\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CustomerDashboard_user on User {\n    id\n    firstName\n    activeMembership {\n      id\n      status\n      currentPeriodEnd\n      tier {\n        code\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment CustomerDashboard_user on User {\n    id\n    firstName\n    activeMembership {\n      id\n      status\n      currentPeriodEnd\n      tier {\n        code\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerDashboard {\n    upcoming: bookings(status: [pending, pending_cleaner_response, confirmed, in_progress], pageSize: 5) {\n      total\n      items {\n        id\n        ...DashboardBookingRow_booking\n      }\n    }\n    completed: bookings(status: [completed], pageSize: 1) {\n      total\n    }\n  }\n"): (typeof documents)["\n  query CustomerDashboard {\n    upcoming: bookings(status: [pending, pending_cleaner_response, confirmed, in_progress], pageSize: 5) {\n      total\n      items {\n        id\n        ...DashboardBookingRow_booking\n      }\n    }\n    completed: bookings(status: [completed], pageSize: 1) {\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DashboardBookingRow_booking on Booking {\n    id\n    service {\n      id\n      name\n    }\n    scheduledAt\n    endsAt\n    durationHours\n    city\n    totalCents\n    ...BookingStatusChip_booking\n  }\n"): (typeof documents)["\n  fragment DashboardBookingRow_booking on Booking {\n    id\n    service {\n      id\n      name\n    }\n    scheduledAt\n    endsAt\n    durationHours\n    city\n    totalCents\n    ...BookingStatusChip_booking\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardMe {\n    me {\n      id\n      role\n      ...CustomerDashboard_user\n      ...CleanerDashboard_user\n      ...AdminDashboard_user\n    }\n  }\n"): (typeof documents)["\n  query DashboardMe {\n    me {\n      id\n      role\n      ...CustomerDashboard_user\n      ...CleanerDashboard_user\n      ...AdminDashboard_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LandingMembershipTiers {\n    membershipTiers {\n      code\n      ...MembershipTierCard_tier\n    }\n  }\n"): (typeof documents)["\n  query LandingMembershipTiers {\n    membershipTiers {\n      code\n      ...MembershipTierCard_tier\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PopularServiceCard_service on Service {\n    id\n    name\n    subtitle\n    category\n    description\n    memberPriceCents\n    regularPriceCents\n    discountPercent\n    rating\n    bookingsCount\n    popular\n    premium\n    emergency\n  }\n"): (typeof documents)["\n  fragment PopularServiceCard_service on Service {\n    id\n    name\n    subtitle\n    category\n    description\n    memberPriceCents\n    regularPriceCents\n    discountPercent\n    rating\n    bookingsCount\n    popular\n    premium\n    emergency\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LandingPopularServices($limit: Int) {\n    popularServices(limit: $limit) {\n      id\n      ...PopularServiceCard_service\n    }\n  }\n"): (typeof documents)["\n  query LandingPopularServices($limit: Int) {\n    popularServices(limit: $limit) {\n      id\n      ...PopularServiceCard_service\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TestimonialCard_review on PublicReview {\n    id\n    reviewerName\n    reviewType\n    badge\n    roleLabel\n    comment\n    rating\n    serviceType\n    cleanerName\n    cleanerRating\n    createdAt\n  }\n"): (typeof documents)["\n  fragment TestimonialCard_review on PublicReview {\n    id\n    reviewerName\n    reviewType\n    badge\n    roleLabel\n    comment\n    rating\n    serviceType\n    cleanerName\n    cleanerRating\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LandingReviews($limit: Int, $featured: Boolean) {\n    publicReviews(limit: $limit, featured: $featured) {\n      id\n      ...TestimonialCard_review\n    }\n  }\n"): (typeof documents)["\n  query LandingReviews($limit: Int, $featured: Boolean) {\n    publicReviews(limit: $limit, featured: $featured) {\n      id\n      ...TestimonialCard_review\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MembershipPlansPage {\n    membershipTiers {\n      code\n      ...MembershipTierCard_tier\n    }\n  }\n"): (typeof documents)["\n  query MembershipPlansPage {\n    membershipTiers {\n      code\n      ...MembershipTierCard_tier\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentMembership {\n    me {\n      id\n      activeMembership {\n        id\n        status\n        currentPeriodEnd\n        tier {\n          code\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CurrentMembership {\n    me {\n      id\n      activeMembership {\n        id\n        status\n        currentPeriodEnd\n        tier {\n          code\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitContactMessage($input: ContactMessageInput!) {\n    submitContactMessage(input: $input) {\n      __typename\n      ... on MutationSubmitContactMessageSuccess {\n        data {\n          message\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n      ... on ValidationError {\n        field\n        issues {\n          field\n          message\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitContactMessage($input: ContactMessageInput!) {\n    submitContactMessage(input: $input) {\n      __typename\n      ... on MutationSubmitContactMessageSuccess {\n        data {\n          message\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n      ... on ValidationError {\n        field\n        issues {\n          field\n          message\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ServiceCard_service on Service {\n    id\n    name\n    category\n    subtitle\n    description\n    memberPriceCents\n    regularPriceCents\n    discountPercent\n    popular\n    premium\n    emergency\n    rating\n    bookingsCount\n  }\n"): (typeof documents)["\n  fragment ServiceCard_service on Service {\n    id\n    name\n    category\n    subtitle\n    description\n    memberPriceCents\n    regularPriceCents\n    discountPercent\n    popular\n    premium\n    emergency\n    rating\n    bookingsCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ServiceDetail($id: ID!) {\n    service(id: $id) {\n      id\n      name\n      category\n      subtitle\n      description\n      features\n      memberPriceCents\n      regularPriceCents\n      discountPercent\n      popular\n      premium\n      emergency\n      rating\n      bookingsCount\n    }\n  }\n"): (typeof documents)["\n  query ServiceDetail($id: ID!) {\n    service(id: $id) {\n      id\n      name\n      category\n      subtitle\n      description\n      features\n      memberPriceCents\n      regularPriceCents\n      discountPercent\n      popular\n      premium\n      emergency\n      rating\n      bookingsCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ServiceDetailTiers {\n    membershipTiers {\n      code\n      name\n      monthlyRateCents\n      hourlyMinCents\n      hourlyMaxCents\n    }\n  }\n"): (typeof documents)["\n  query ServiceDetailTiers {\n    membershipTiers {\n      code\n      name\n      monthlyRateCents\n      hourlyMinCents\n      hourlyMaxCents\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ServicesPage($search: String, $category: String) {\n    services(search: $search, category: $category, limit: 50) {\n      id\n      ...ServiceCard_service\n    }\n  }\n"): (typeof documents)["\n  query ServicesPage($search: String, $category: String) {\n    services(search: $search, category: $category, limit: 50) {\n      id\n      ...ServiceCard_service\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ServiceCategories {\n    serviceCategories {\n      name\n      serviceCount\n    }\n  }\n"): (typeof documents)["\n  query ServiceCategories {\n    serviceCategories {\n      name\n      serviceCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AuthUser on User {\n    id\n    email\n    firstName\n    lastName\n    fullName\n    phone\n    role\n    roleLabel\n    emailVerified\n    requiresVerification\n    isPendingVerification\n    createdAt\n  }\n"): (typeof documents)["\n  fragment AuthUser on User {\n    id\n    email\n    firstName\n    lastName\n    fullName\n    phone\n    role\n    roleLabel\n    emailVerified\n    requiresVerification\n    isPendingVerification\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuthMe {\n    me {\n      id\n      ...AuthUser\n    }\n  }\n"): (typeof documents)["\n  query AuthMe {\n    me {\n      id\n      ...AuthUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      __typename\n      ... on MutationLoginSuccess {\n        data {\n          user {\n            id\n            ...AuthUser\n          }\n          tokens {\n            accessToken\n            refreshToken\n            expiresIn\n            expiresAt\n          }\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n      ... on AuthorizationError {\n        requiresVerification\n      }\n      ... on ValidationError {\n        field\n        issues {\n          field\n          message\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      __typename\n      ... on MutationLoginSuccess {\n        data {\n          user {\n            id\n            ...AuthUser\n          }\n          tokens {\n            accessToken\n            refreshToken\n            expiresIn\n            expiresAt\n          }\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n      ... on AuthorizationError {\n        requiresVerification\n      }\n      ... on ValidationError {\n        field\n        issues {\n          field\n          message\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      __typename\n      ... on MutationRegisterSuccess {\n        data {\n          requiresVerification\n          message\n          user {\n            id\n            ...AuthUser\n          }\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n      ... on ValidationError {\n        field\n        issues {\n          field\n          message\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      __typename\n      ... on MutationRegisterSuccess {\n        data {\n          requiresVerification\n          message\n          user {\n            id\n            ...AuthUser\n          }\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n      ... on ValidationError {\n        field\n        issues {\n          field\n          message\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefreshToken($refreshToken: String!) {\n    refreshToken(refreshToken: $refreshToken) {\n      __typename\n      ... on MutationRefreshTokenSuccess {\n        data {\n          accessToken\n          refreshToken\n          expiresIn\n          expiresAt\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RefreshToken($refreshToken: String!) {\n    refreshToken(refreshToken: $refreshToken) {\n      __typename\n      ... on MutationRefreshTokenSuccess {\n        data {\n          accessToken\n          refreshToken\n          expiresIn\n          expiresAt\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout($refreshToken: String) {\n    logout(refreshToken: $refreshToken) {\n      __typename\n      ... on MutationLogoutSuccess {\n        data {\n          message\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Logout($refreshToken: String) {\n    logout(refreshToken: $refreshToken) {\n      __typename\n      ... on MutationLogoutSuccess {\n        data {\n          message\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LogoutAll {\n    logoutAll {\n      __typename\n      ... on MutationLogoutAllSuccess {\n        data {\n          message\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LogoutAll {\n    logoutAll {\n      __typename\n      ... on MutationLogoutAllSuccess {\n        data {\n          message\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;