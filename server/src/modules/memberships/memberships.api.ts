/**
 * /api rows of memberships (spec section 7 "Memberships", the membership calls of "Payments" and
 * "Admin"; docs/decisions/0019) over memberships.api.graphql. Money in cents; instants ISO 8601 UTC.
 */
import type { ApiRoute } from '../../rest/router.js';

export const membershipsApi: ApiRoute[] = [
  { method: 'GET', path: '/memberships/plans', operation: 'ListMembershipPlans', tag: 'Memberships', summary: 'Membership tiers and plans', answer: 'spread' },
  { method: 'POST', path: '/memberships/subscribe', operation: 'SubscribeMembership', tag: 'Memberships', summary: 'Buy a membership plan', status: 201, answer: 'spread' },
  { method: 'PUT', path: '/memberships/activate', operation: 'ChangeMembershipTier', tag: 'Memberships', summary: 'Change tier', answer: 'spread' },
  { method: 'GET', path: '/memberships/current', operation: 'CurrentMembership', tag: 'Memberships', summary: 'My membership' },
  { method: 'PUT', path: '/memberships/cancel', operation: 'CancelMembership', tag: 'Memberships', summary: 'Cancel at the end of the period', answer: 'spread' },
  { method: 'PUT', path: '/memberships/reactivate', operation: 'ReactivateMembership', tag: 'Memberships', summary: 'Undo a cancel', answer: 'spread' },
  { method: 'PUT', path: '/memberships/payment-method', operation: 'UpdateMembershipPaymentMethod', tag: 'Memberships', summary: 'Change the renewal card', answer: 'spread' },
  { method: 'POST', path: '/memberships/calculate-pricing', operation: 'CalculateMembershipPricing', tag: 'Memberships', summary: 'Price a booking with and without a tier', answer: 'spread' },
  { method: 'GET', path: '/memberships/analytics', operation: 'MembershipSavings', tag: 'Memberships', summary: 'My savings' },
  { method: 'GET', path: '/memberships/all', operation: 'ListAllMemberships', tag: 'Memberships', summary: 'All memberships (admin)', answer: 'spread' },
  { method: 'POST', path: '/payments/subscription', operation: 'SubscribeMembership', tag: 'Payments', summary: 'Start the membership subscription', status: 201, answer: 'spread' },
  { method: 'GET', path: '/payments/subscription', operation: 'PaymentSubscription', tag: 'Payments', summary: 'My membership as a payment subscription' },
  { method: 'PUT', path: '/payments/subscription/cancel', operation: 'CancelPaymentSubscription', tag: 'Payments', summary: 'Cancel the membership subscription', answer: 'spread' },
  { method: 'GET', path: '/admin/users-with-membership', operation: 'ListMembers', tag: 'Admin', summary: 'Members', answer: 'spread' },
  { method: 'PUT', path: '/admin/memberships/:id/cancel', operation: 'AdminCancelMembership', tag: 'Admin', summary: 'End a membership', answer: 'spread' },
  { method: 'POST', path: '/admin/memberships/:id/grant', operation: 'AdminGrantMembership', tag: 'Admin', summary: 'Grant a membership', status: 201, answer: 'spread' },
  { method: 'GET', path: '/admin/membership-analytics', operation: 'AdminMembershipAnalytics', tag: 'Admin', summary: 'Membership analytics' },
];
