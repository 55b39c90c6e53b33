/** Public contact form: stores the message for the admins' inbox (admin screens: a later issue). */
import { db } from '../../db.js';
import { consume } from '../../lib/rate-limit.js';
import type { z } from 'zod';
import type { Context } from '../../context.js';
import type { contactInput } from './contact.inputs.js';

export const CONTACT_THANKS = "Thank you for reaching out! We'll get back to you within one business day.";

/**
 * Stores a contact message (signed in or not).
 * @returns the new message id and the confirmation text
 * @param input parsed at the GraphQL boundary (contact.graphql.ts)
 * @throws RateLimitError (10 per hour per IP)
 */
export async function submitContactMessage(ctx: Context, input: z.output<typeof contactInput>): Promise<{ id: string; message: string }> {
  await consume('contact', ctx.ip ?? 'unknown');
  const row = await db.contactMessage.create({
    data: { ...input, userId: ctx.user?.id ?? null, ip: ctx.ip },
  });
  return { id: row.id, message: CONTACT_THANKS };
}
