/**
 * Booking message inputs (docs/decisions/0034), attached to the GraphQL arguments of
 * messages.graphql.ts (docs/decisions/0024), so /api bodies (JSON or multipart) get the same checks.
 * Text and report-reason rules and their wording are shared with the web client (schema/rules.ts).
 * Photo content (real type, decoding) is checked by images.ts `processPhoto`; only the count and
 * the declared size are checked here, before any byte is read.
 */
import { z } from 'zod';
import { pagedQuery } from '../../lib/paging.js';
import { MESSAGE_MAX_PHOTOS, MESSAGE_MESSAGES, MESSAGE_PHOTO_MAX_BYTES, QUICK_REPLIES, messageReportReason, messageText } from '../../../../schema/rules.js';
import { PHOTO_ERRORS } from '../../lib/images.js';

/** The quick reply keys: on_my_way, running_late, arrived. */
export const QUICK_REPLY_VALUES = Object.keys(QUICK_REPLIES) as (keyof typeof QUICK_REPLIES)[];

/** An uploaded file as GraphQL multipart (Yoga's File) and the /api multipart bridge give it: a WHATWG File/Blob. */
export type UploadedFile = Pick<File, 'arrayBuffer' | 'size' | 'type'> & { name?: string };

const isUpload = (v: unknown): v is UploadedFile =>
  typeof v === 'object' && v !== null && typeof (v as { arrayBuffer?: unknown }).arrayBuffer === 'function' && typeof (v as { size?: unknown }).size === 'number';

/** One photo: a file of at most MESSAGE_PHOTO_MAX_BYTES (5 MiB) as declared by its part. */
const photo = z.custom<UploadedFile>(isUpload, PHOTO_ERRORS.type).refine((f) => f.size <= MESSAGE_PHOTO_MAX_BYTES, PHOTO_ERRORS.size);

/** The booking of a field's `bookingId` (its existence and the caller's membership are the service's 404). */
const bookingId = z.string().trim().max(64);

/**
 * `sendBookingMessage` / POST /api/bookings/{id}/messages: text up to 2,000 characters (may be
 * empty), an optional quick reply, and up to 5 photos; at least one of the three.
 */
export const sendMessageInput = z
  .object({
    bookingId,
    text: messageText
      .optional()
      .nullable()
      .transform((v) => v ?? ''),
    quickReply: z.enum(QUICK_REPLY_VALUES, { error: 'quickReply is on_my_way, running_late or arrived' }).optional().nullable(),
    photos: z
      .array(photo)
      .max(MESSAGE_MAX_PHOTOS, MESSAGE_MESSAGES.photos)
      .optional()
      .nullable()
      .transform((v) => v ?? []),
  })
  .refine((v) => v.text !== '' || v.photos.length > 0 || !!v.quickReply, { message: MESSAGE_MESSAGES.empty, path: ['text'] });

/** `bookingMessages` / GET /api/bookings/{id}/messages: page from 1, limit 1..100 (default 30). */
export const messageListArgs = pagedQuery({ defaultLimit: 30, maxLimit: 100 }).extend({ bookingId });

/** `reportBookingMessage` / POST /api/messages/{id}/report: why, 3 to 1,000 characters. */
export const reportMessageInput = z.object({
  messageId: z.string().trim().max(64),
  reason: messageReportReason,
});
