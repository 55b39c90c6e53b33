/**
 * Booking state machine (spec section 4; decisions in docs/decisions/0004-booking-lifecycle.md).
 *
 *   pending ──accept──▶ confirmed ──start──▶ in_progress ──complete──▶ completed
 *      │  (any eligible cleaner)   │ (assigned cleaner, from 1 h before start)
 *      │                           └─cancel (customer, admin)──▶ cancelled
 *      ├─reject: recorded as that cleaner's decline; stays pending for other cleaners
 *      └─cancel (customer, admin)──▶ cancelled
 *      (a confirmed instant job, issue 31: also its cleaner ──cancel──▶ cancelled)
 *   pending_cleaner_response (a specific cleaner was asked)
 *      ├─accept (that cleaner)──▶ confirmed
 *      ├─reject (that cleaner)──▶ rejected
 *      └─cancel (customer, admin)──▶ cancelled
 *   in_progress ──cancel (admin only)──▶ cancelled
 *   completed, cancelled, rejected: terminal.
 */
import { AWAITING_CLEANER_BOOKING_STATUSES, BOOKING_STATUS_LABELS, NOT_STARTED_BOOKING_STATUSES, OPEN_BOOKING_STATUSES } from '../../../../schema/vocabulary.js';
import type { BookingStatus, Role } from '../../generated/prisma/enums.js';

export type BookingAction = 'ACCEPT' | 'REJECT' | 'START' | 'COMPLETE' | 'CANCEL' | 'ASSIGN' | 'EDIT_DETAILS';

/** Labels of spec section 4 (schema/vocabulary.ts, shared with the web client). */
export const STATUS_LABELS: Readonly<Record<BookingStatus, string>> = BOOKING_STATUS_LABELS;

/** Statuses from which each status change may be made. */
export const TRANSITIONS = {
  confirmed: AWAITING_CLEANER_BOOKING_STATUSES,
  rejected: ['pending_cleaner_response'],
  in_progress: ['confirmed'],
  completed: ['in_progress'],
  cancelled: OPEN_BOOKING_STATUSES,
} as const satisfies Partial<Record<BookingStatus, readonly BookingStatus[]>>;

/** Statuses a customer may cancel from (an admin may also cancel in_progress). */
export const CUSTOMER_CANCELLABLE: readonly BookingStatus[] = NOT_STARTED_BOOKING_STATUSES;

/** A job may be started from this many minutes before its scheduled time. */
export const START_WINDOW_MINUTES = 60;

/**
 * Statuses in which an admin may assign (or reassign) a cleaner and edit the details: the booking
 * has not started (bookings.admin.service.ts `assignCleaner`, `updateBookingDetails`; the admin
 * drawer shows the buttons from `allowedActions`).
 */
export const ADMIN_CHANGEABLE: readonly BookingStatus[] = NOT_STARTED_BOOKING_STATUSES;

export interface Viewer {
  id: string;
  role: Role;
  /** Approved cleaner (background check). */
  approved: boolean;
}

export interface BookingFacts {
  status: BookingStatus;
  customerId: string;
  cleanerId: string | null;
  scheduledAt: Date;
  /** Set when instant booking confirmed it (issue 31): its cleaner may cancel it. */
  instantAt?: Date | null;
}

/**
 * What `viewer` may do to the booking now. For ACCEPT/REJECT on an open booking, or one a wave is
 * asking them (pending_cleaner_response, no cleaner: docs/decisions/0045), the caller has already
 * established that the booking is open to, or asking, this cleaner (`openToViewer`).
 */
export function allowedActions(viewer: Viewer | null, b: BookingFacts, openToViewer: boolean, now = new Date()): BookingAction[] {
  if (!viewer) return [];
  const actions: BookingAction[] = [];
  const assigned = b.cleanerId === viewer.id;
  if (viewer.role === 'cleaner' && viewer.approved) {
    if ((b.status === 'pending' && !b.cleanerId && openToViewer) || (b.status === 'pending_cleaner_response' && (assigned || (!b.cleanerId && openToViewer)))) {
      actions.push('ACCEPT', 'REJECT');
    }
    if (assigned && b.status === 'confirmed' && now.getTime() >= b.scheduledAt.getTime() - START_WINDOW_MINUTES * 60_000) {
      actions.push('START');
    }
    if (assigned && b.status === 'in_progress') actions.push('COMPLETE');
    // An instant job, which they never accepted one by one (docs/decisions/0044).
    if (assigned && b.status === 'confirmed' && b.instantAt) actions.push('CANCEL');
  }
  if (viewer.role === 'customer' && b.customerId === viewer.id && CUSTOMER_CANCELLABLE.includes(b.status)) {
    actions.push('CANCEL');
  }
  if (viewer.role === 'admin') {
    if (ADMIN_CHANGEABLE.includes(b.status)) actions.push('ASSIGN', 'EDIT_DETAILS');
    if (b.status === 'in_progress') actions.push('COMPLETE');
    if ((TRANSITIONS.cancelled as readonly BookingStatus[]).includes(b.status)) actions.push('CANCEL');
  }
  return actions;
}
