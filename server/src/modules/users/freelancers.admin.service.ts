/**
 * Freelancer approval (docs/decisions/0020; spec sections 4 and 6): the queue of
 * cleaners whose background check is pending, one applicant's profile, and the decision. Approval
 * lets the cleaner open /dashboard and see open jobs on its next request (this instance's session
 * cache is dropped for it; other instances re-read within SESSION_CACHE_TTL_MS). The cleaner is
 * told by notification and by email either way; the decision is kept in the audit trail.
 */
import { z } from 'zod';
import { db } from '../../db.js';
import type { Context } from '../../context.js';
import { ConflictError, NotFoundError } from '../../errors.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { actor } from '../../lib/guards.js';
import { rules, type Parsed } from '../../lib/validate.js';
import { forgetSessions } from '../auth/session-cache.js';
import { notify } from '../notifications/notifications.service.js';
import type { UserWithProfile } from './users.service.js';
import { recordAudit } from '../../lib/audit.js';
import type { Page } from './users.admin.service.js';

/** A cleaner with its profile (always present for cleaners). */
export type FreelancerWithProfile = UserWithProfile;

/** GET /api/admin/freelancers/pending: paged, oldest application first; optional text search. */
export const pendingListInput = z.object({
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1, 'page starts at 1').default(1),
  limit: z.coerce.number().int().min(1).max(100, 'limit is at most 100').default(20),
});

/** `decideBackgroundCheck` / PUT /api/admin/cleaners/{id}/background-check: the cleaner, approved or rejected; notes required when rejecting. */
export const backgroundCheckInput = z
  .object({
    cleanerId: z.coerce.string(),
    status: z.enum(['approved', 'rejected'], { error: 'status is approved or rejected' }),
    notes: rules.optionalText({ required: 'The notes must be text', max: [1000, 'The notes must be at most 1000 characters'] }),
  })
  .refine((v) => v.status === 'approved' || (v.notes ?? '').length >= 3, { message: 'Please give the reason for rejecting (notes)', path: ['notes'] });

/**
 * Admin: cleaners awaiting the background check, oldest first (they have waited longest).
 * `input` parsed at the GraphQL boundary (freelancers.admin.graphql.ts).
 */
export async function listPending(input: Parsed<typeof pendingListInput>): Promise<Page<UserWithProfile>> {
  const where: Prisma.UserWhereInput = {
    role: 'cleaner',
    cleanerProfile: { backgroundCheckStatus: 'pending' },
    ...(input.search
      ? {
          OR: [
            { email: { contains: input.search, mode: 'insensitive' } },
            { firstName: { contains: input.search, mode: 'insensitive' } },
            { lastName: { contains: input.search, mode: 'insensitive' } },
          ],
        }
      : {}),
  };
  const [items, total] = await Promise.all([
    db.user.findMany({ where, include: { cleanerProfile: true }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], skip: (input.page - 1) * input.limit, take: input.limit }),
    db.user.count({ where }),
  ]);
  return { items, page: input.page, limit: input.limit, total };
}

/**
 * Admin: one freelancer (any check state) with its profile.
 * @throws NotFoundError (no such cleaner)
 */
export async function freelancer(userId: string): Promise<UserWithProfile> {
  const user = await db.user.findFirst({ where: { id: userId, role: 'cleaner' }, include: { cleanerProfile: true } });
  if (!user || !user.cleanerProfile) throw new NotFoundError('We could not find that freelancer.');
  return user;
}

/**
 * Admin: decides a cleaner's background check. `approved` opens jobs to it at once; `rejected`
 * needs notes (the reason, shown to the cleaner). Deciding the same way twice is a conflict; a
 * decision may be reversed (an approved cleaner rejected later stops seeing jobs).
 * @param input parsed at the GraphQL boundary (freelancers.admin.graphql.ts)
 * @throws NotFoundError, ConflictError (already in that state)
 */
export async function decideBackgroundCheck(ctx: Context, input: Parsed<typeof backgroundCheckInput>): Promise<UserWithProfile> {
  const admin = actor(ctx);
  const userId = input.cleanerId;
  const user = await db.$transaction(async (tx) => {
    const current = await tx.user.findFirst({ where: { id: userId, role: 'cleaner' }, include: { cleanerProfile: true } });
    if (!current?.cleanerProfile) throw new NotFoundError('We could not find that freelancer.');
    const before = current.cleanerProfile.backgroundCheckStatus;
    // Compare-and-set: two admins deciding at once cannot both apply.
    const changed = await tx.cleanerProfile.updateMany({
      where: { userId, backgroundCheckStatus: before },
      data: { backgroundCheckStatus: input.status, backgroundCheckNotes: input.notes ?? null, backgroundCheckedAt: new Date() },
    });
    if (before === input.status || changed.count === 0) throw new ConflictError(`This freelancer is already ${input.status}.`);
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'cleaner.background_check',
      entityType: 'user',
      entityId: userId,
      before: { backgroundCheckStatus: before },
      after: { backgroundCheckStatus: input.status },
      reason: input.notes ?? null,
    });
    return tx.user.findUniqueOrThrow({ where: { id: userId }, include: { cleanerProfile: true } });
  });
  // Its next request sees the new state (the session cache holds the check state for a few seconds).
  forgetSessions({ userId, sessionIds: null });
  await tellCleaner(user, input.status, input.notes ?? null);
  return user;
}

/** The notification (and with it the mail) of a decision, after the commit; failures are logged, not thrown. */
async function tellCleaner(user: UserWithProfile, status: 'approved' | 'rejected', notes: string | null): Promise<void> {
  const approved = status === 'approved';
  const title = approved ? 'You are approved' : 'Your application was not approved';
  const message = approved
    ? 'Your background check is approved. You can now see and accept jobs.'
    : `Your background check was not approved.${notes ? ` Reason: ${notes}` : ''}`;
  await notify([
    {
      userId: user.id,
      type: approved ? 'freelancer_approved' : 'freelancer_rejected',
      title,
      message,
      actions: [{ type: 'view', label: approved ? 'See jobs' : 'See your application', data: { path: approved ? '/cleaner/jobs' : '/verification-pending' } }],
    },
  ]);
  // The mail goes out with the notification (freelancer_* types are emailed by default).
}
