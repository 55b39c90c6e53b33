/**
 * The reason an admin gives for an action that touches someone else's account, booking or money
 * (set a booking's status, refund, suspend or reactivate a user, end or grant a membership): 3 to
 * 500 characters, as the server's inputs require. One rule for the admin console's forms.
 */
import { z } from 'zod';
import type { ReasonRules } from '../../components/ui/ReasonDialog';

export const ADMIN_REASON_MIN = 3;
export const ADMIN_REASON_MAX = 500;
export const ADMIN_REASON_MESSAGE = `Please give a reason (at least ${ADMIN_REASON_MIN} characters)`;

/** The rules for ReasonDialog. */
export const ADMIN_REASON_RULES: ReasonRules = { required: true, minLength: ADMIN_REASON_MIN, maxLength: ADMIN_REASON_MAX, requiredMessage: ADMIN_REASON_MESSAGE };

/** The rule for a reason field of a react-hook-form + zod form (trimmed). */
export const adminReason = z.string().trim().min(ADMIN_REASON_MIN, ADMIN_REASON_MESSAGE).max(ADMIN_REASON_MAX, `At most ${ADMIN_REASON_MAX} characters`);
