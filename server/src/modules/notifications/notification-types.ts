/**
 * The notification types (spec section 3 "Notification" plus those the memberships, admin, tickets and matching work added), their
 * labels for the settings page, and whether each is emailed by default (docs/decisions/0021: per type, in-app
 * and email). In-app is on by default for every type. Email is on by default only where a person
 * must act or would be surprised to miss it; the rest stays in the app unless the user asks.
 */
export const NOTIFICATION_TYPES = {
  booking_created: { label: 'New jobs near you', emailByDefault: false },
  booking_accepted: { label: 'Booking confirmed by a cleaner', emailByDefault: true },
  booking_declined: { label: 'Cleaner could not take a booking', emailByDefault: true },
  booking_cancelled: { label: 'Booking cancelled or reassigned', emailByDefault: true },
  booking_completed: { label: 'Job completed', emailByDefault: false },
  booking_updated: { label: 'Booking details changed', emailByDefault: true },
  booking_reminder: { label: 'Reminders before a job (24 h and 2 h)', emailByDefault: true },
  cleaner_assigned: { label: 'Cleaner assigned to a job', emailByDefault: true },
  /** docs/decisions/0027: which cleaner a booking is asking now (the customer's view of the cascade). */
  matching_update: { label: 'Finding a cleaner for your booking', emailByDefault: false },
  /** docs/decisions/0027, admins: a booking no ranked cleaner took is open to every eligible cleaner. */
  booking_unmatched: { label: 'Bookings no cleaner has taken yet', emailByDefault: true },
  ticket_reply: { label: 'Replies on support tickets', emailByDefault: true },
  ticket_status: { label: 'Support ticket status changes', emailByDefault: true },
  ticket_assigned: { label: 'Support tickets assigned to you', emailByDefault: false },
  booking_paid: { label: 'Payment received for a job', emailByDefault: false },
  payment_succeeded: { label: 'Payment receipts', emailByDefault: true },
  payment_refunded: { label: 'Refunds', emailByDefault: true },
  payout_paid: { label: 'Payouts sent', emailByDefault: true },
  problem_reported: { label: 'Problems reported on a job', emailByDefault: true },
  review_received: { label: 'New reviews', emailByDefault: false },
  membership_started: { label: 'Membership started', emailByDefault: true },
  membership_renewed: { label: 'Membership renewed', emailByDefault: true },
  membership_renewal_failed: { label: 'Membership renewal failed', emailByDefault: true },
  membership_cancelled: { label: 'Membership ended', emailByDefault: true },
  freelancer_approved: { label: 'Freelancer application approved', emailByDefault: true },
  freelancer_rejected: { label: 'Freelancer application not approved', emailByDefault: true },
  /** docs/decisions/0034: a booking message waited unread for 15 minutes. */
  message_unread: { label: 'Unread messages about a booking', emailByDefault: true },
} as const satisfies Record<string, { label: string; emailByDefault: boolean }>;

export type NotificationType = keyof typeof NOTIFICATION_TYPES;

export const isNotificationType = (type: string): type is NotificationType => Object.hasOwn(NOTIFICATION_TYPES, type);

/** Whether `type` is emailed when the user has not chosen (unknown types: no). */
export const emailByDefault = (type: string): boolean => (isNotificationType(type) ? NOTIFICATION_TYPES[type].emailByDefault : false);
