/** Public contact form: stores the message for the admins' inbox (admin screens: a later issue). */
import { db } from '../../db.js';
import { consume } from '../../lib/rate-limit.js';
import { parseInput } from '../../lib/validate.js';
import type { Context } from '../../context.js';
import { contactInput } from './contact.inputs.js';

export const CONTACT_THANKS = "Thank you for reaching out! We'll get back to you within one business day.";

/**
 * Stores a contact message (signed in or not).
 * @returns the new message id and the confirmation text
 * @throws ValidationError, RateLimitError (10 per hour per IP)
 */
export async function submitContactMessage(ctx: Context, raw: unknown): Promise<{ id: string; message: string }> {
  const input = parseInput(contactInput, raw);
  await consume('contact', ctx.ip ?? 'unknown');
  const row = await db.contactMessage.create({
    data: { ...input, userId: ctx.user?.id ?? null, ip: ctx.ip },
  });
  return { id: row.id, message: CONTACT_THANKS };
}
