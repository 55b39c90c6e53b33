/**
 * GraphQL of booking messages (docs/decisions/0034): the thread of a booking between
 * its customer and the cleaner holding it, admins reading and posting as support; photos through
 * the GraphQL multipart request spec (`File` scalar); the booking's live state set by the cleaner's
 * quick replies; unread counts per booking (`Booking.messageThread`) and for the bell
 * (`unreadMessageCount`); reports to the ticket queue; and `bookingMessageAdded` over graphql-ws.
 * Also serves /api through the bridge (messages.api.ts, messages.api.graphql). Roles are decided
 * by `authScopes` before the arguments are validated (messages.inputs.ts); thread membership is
 * the service's (a non-member gets NOT_FOUND_ERROR, never 403).
 */
import { builder } from '../../builder.js';
import { db } from '../../db.js';
import { AuthorizationError, ConflictError, NotFoundError, ValidationError } from '../../errors.js';
import { actor } from '../../lib/guards.js';
import { fieldArgs } from '../../lib/validate.js';
import { liveEvents } from '../../live-events.js';
import { pubsub } from '../../pubsub.js';
import { BookingRef } from '../bookings/bookings.graphql.js';
import { QUICK_REPLIES } from '../../../../schema/rules.js';
import * as messages from './messages.service.js';
import { cleanerPhotoUrl } from '../users/cleaner-photo.service.js';
import { authorNameOf, threadRoleOf } from './messages.rules.js';
import { QUICK_REPLY_VALUES, messageListArgs, reportMessageInput, sendMessageInput } from './messages.inputs.js';
import { messagePhotoFile, photoUrlFor } from './photos.js';
import { FileAnswerRef } from '../../file-answer.js';
import './messages.jobs.js';

builder.scalarType('File', {
  description: 'An uploaded file (GraphQL multipart request spec; send the request as multipart/form-data with the header `apollo-require-preflight: true`). Input only.',
  serialize: () => {
    throw new Error('File is an input-only scalar.');
  },
});

const MessageAuthorRoleEnum = builder.enumType('MessageAuthorRole', {
  description: "Who wrote a booking message: the booking's customer, its cleaner, or an admin as support.",
  values: ['customer', 'cleaner', 'support'] as const,
});
const QuickReplyEnum = builder.enumType('QuickReply', {
  description: `The cleaner's quick replies: ${Object.entries(QUICK_REPLIES)
    .map(([key, text]) => `${key} ("${text}")`)
    .join(', ')}.`,
  values: QUICK_REPLY_VALUES,
});
const BookingLiveStateEnum = builder.enumType('BookingLiveState', {
  description: "Where the booking's cleaner says they are, from their latest quick reply: on_my_way, running_late, arrived.",
  values: QUICK_REPLY_VALUES,
});

builder.prismaObject('MessagePhoto', {
  description: 'A photo of a booking message: re-encoded (JPEG stays JPEG, PNG and WebP become WebP), without metadata, at most 2560 px on its long side.',
  fields: (t) => ({
    id: t.exposeID('id'),
    url: t.string({
      description: 'Where the viewer loads the photo: GET /api/message-photos/{id}?token=… (a signed token for this viewer, valid 10 minutes; also accepts the Authorization header). Served to the thread\'s members and admins only.',
      resolve: (p, _args, ctx) => photoUrlFor(actor(ctx).id, p.id),
    }),
    contentType: t.exposeString('contentType', { description: 'image/jpeg or image/webp.' }),
    width: t.exposeInt('width', { description: 'Pixels.' }),
    height: t.exposeInt('height', { description: 'Pixels.' }),
    bytes: t.exposeInt('bytes', { description: 'Size of the stored photo, in bytes.' }),
  }),
});

export const BookingMessageRef = builder.prismaObject('BookingMessage', {
  description: "One message of a booking's thread. Instants in UTC.",
  fields: (t) => ({
    id: t.exposeID('id'),
    bookingId: t.exposeID('bookingId'),
    authorRole: t.expose('authorRole', { type: MessageAuthorRoleEnum }),
    authorName: t.string({
      description: 'The cleaner\'s first name and last initial ("Maria G."), the customer\'s first name, or "Comfort Life support".',
      select: { author: { select: { firstName: true, lastName: true } } },
      resolve: (m) => authorNameOf(m.authorRole, m.author),
    }),
    authorPhotoUrl: t.string({
      nullable: true,
      description:
        "The cleaner's profile photo address on the cleaner's messages (users/cleaner-photo.service cleanerPhotoUrl; docs/decisions/0034: the customer sees the cleaner's first name, last initial and photo); null for customers, support and a cleaner without a photo.",
      select: { author: { select: { id: true, role: true, status: true, cleanerProfile: { select: { photoKey: true, photoUpdatedAt: true } } } } },
      resolve: (m) => (m.authorRole === 'cleaner' ? cleanerPhotoUrl(m.author) : null),
    }),
    mine: t.boolean({ description: 'Written by the viewer.', resolve: (m, _args, ctx) => m.authorId === ctx.user?.id }),
    text: t.exposeString('text', {
      description: "Up to 2,000 characters; '' when the message is photos only. Before the job's start, contact details of the customer and the cleaner are replaced by \"[contact details hidden]\".",
    }),
    masked: t.exposeBoolean('masked', { description: 'True when contact details were hidden in `text`.' }),
    quickReply: t.expose('quickReply', { type: QuickReplyEnum, nullable: true, description: "The cleaner's quick reply this message is, if any." }),
    photos: t.relation('photos', { description: 'Photos in the order they were attached (up to 5).', query: { orderBy: { position: 'asc' } } }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    reportedByMe: t.boolean({
      description: 'True when the viewer reported this message.',
      select: (_args, ctx) => ({ reports: { where: { reporterId: ctx.user?.id ?? '' }, select: { id: true } } }),
      resolve: (m) => m.reports.length > 0,
    }),
  }),
});

const MessageThreadRef = builder.objectRef<messages.ThreadView>('MessageThread').implement({
  description: "A booking's message thread as the viewer sees it.",
  fields: (t) => ({
    bookingId: t.exposeID('bookingId'),
    open: t.exposeBoolean('open', {
      description: 'Whether the viewer may post now: members from the cleaner\'s acceptance until 7 days after the job\'s end (not once cancelled); admins always.',
    }),
    closesAt: t.expose('closesAt', { type: 'DateTime', nullable: true, description: "When the thread turns read-only (the job's end + 7 days, UTC); null until a cleaner accepts." }),
    unreadCount: t.int({ description: 'Messages by others after the viewer\'s last read.', resolve: (v, _args, ctx) => messages.unreadCountBatched(ctx, v.bookingId, v.viewerId) }),
    quickRepliesFrom: t.expose('quickRepliesFrom', {
      type: 'DateTime',
      nullable: true,
      description:
        "When the cleaner's quick replies open: the job's start (scheduledAt) minus 3 hours, UTC. They are accepted from then until quickRepliesUntil while the booking is confirmed or in progress (docs/decisions/0034, quick replies). Set only for the booking's cleaner; null for the customer and support.",
    }),
    quickRepliesUntil: t.expose('quickRepliesUntil', {
      type: 'DateTime',
      nullable: true,
      description: "When the cleaner's quick replies close: the job's end (scheduledAt + duration), UTC, excluded. Set only for the booking's cleaner; null for the customer and support.",
    }),
  }),
});

const BookingMessagePageRef = builder.objectRef<messages.MessagePage>('BookingMessagePage').implement({
  description: "One page of a booking's messages, newest first (pages start at 1).",
  fields: (t) => ({
    items: t.prismaField({ type: [BookingMessageRef], resolve: (query, p) => db.bookingMessage.findMany({ ...query, ...p.rows }) }),
    page: t.exposeInt('page'),
    limit: t.exposeInt('limit'),
    total: t.exposeInt('total', { description: 'Every message of the thread.' }),
  }),
});

builder.prismaObjectFields('Booking', (t) => ({
  liveState: t.expose('liveState', {
    type: BookingLiveStateEnum,
    nullable: true,
    description: 'Where the cleaner says they are, from their latest quick reply (on_my_way, running_late, arrived); null before any (docs/decisions/0034).',
  }),
  liveStateAt: t.expose('liveStateAt', { type: 'DateTime', nullable: true, description: 'When liveState was set (UTC).' }),
  messageThread: t.field({
    type: MessageThreadRef,
    nullable: true,
    description: "The booking's message thread for the viewer (open, closesAt, unreadCount); null when the viewer is not a member (its customer, the cleaner who accepted it, admins).",
    resolve: (b, _args, ctx) => messages.threadViewOf(ctx.user, b),
  }),
}));

const SendBookingMessageInputRef = builder.inputType('SendBookingMessageInput', {
  description: 'A new message: at least one of text, quickReply and photos.',
  fields: (t) => ({
    bookingId: t.id({ required: true }),
    text: t.string({ description: 'Up to 2,000 characters, line breaks allowed.' }),
    quickReply: t.field({ type: QuickReplyEnum, description: "The cleaner's only, from 3 hours before the job's start until its end (UTC). Without text, the message reads the quick reply's text; on_my_way, running_late and arrived also set the booking's liveState." }),
    photos: t.field({ type: ['File'], description: 'Up to 5 JPEG, PNG or WebP images of at most 5 MB each (the content decides the type, not the name).' }),
  }),
});

const ReportBookingMessageInputRef = builder.inputType('ReportBookingMessageInput', {
  fields: (t) => ({
    messageId: t.id({ required: true }),
    reason: t.string({ required: true, description: '3 to 1,000 characters.' }),
  }),
});

const SendBookingMessagePayloadRef = builder.objectRef<messages.SentMessage>('SendBookingMessagePayload').implement({
  fields: (t) => ({
    message: t.prismaField({ type: BookingMessageRef, resolve: (query, p) => db.bookingMessage.findUniqueOrThrow({ ...query, where: { id: p.messageId } }) }),
    booking: t.prismaField({
      type: BookingRef,
      description: 'The booking as it is now (liveState after a quick reply, messageThread).',
      resolve: (query, p) => db.booking.findUniqueOrThrow({ ...query, where: { id: p.bookingId } }),
    }),
  }),
});

const MarkBookingMessagesReadPayloadRef = builder.objectRef<messages.ThreadView>('MarkBookingMessagesReadPayload').implement({
  fields: (t) => ({
    thread: t.field({ type: MessageThreadRef, resolve: (v) => v }),
    booking: t.prismaField({ type: BookingRef, resolve: (query, v) => db.booking.findUniqueOrThrow({ ...query, where: { id: v.bookingId } }) }),
  }),
});

const ReportBookingMessagePayloadRef = builder.objectRef<{ messageId: string; ticketId: string }>('ReportBookingMessagePayload').implement({
  fields: (t) => ({
    message: t.prismaField({ type: BookingMessageRef, resolve: (query, p) => db.bookingMessage.findUniqueOrThrow({ ...query, where: { id: p.messageId } }) }),
    ticketId: t.exposeID('ticketId', { description: 'The support ticket the report opened (uuid).' }),
  }),
});

const members = { customer: true, approvedCleaner: true, admin: true } as const;

builder.queryFields((t) => ({
  bookingMessages: t.field({
    type: BookingMessagePageRef,
    authScopes: members,
    description:
      "A booking's messages, newest first (GET /api/bookings/{id}/messages; docs/decisions/0034): for its customer, the cleaner who accepted it, and admins; an admin's read is recorded in the audit trail (action booking.messages.read). `page` from 1, `limit` 1..100 (default 30); `total` counts every message. Errors: AUTHENTICATION_ERROR, AUTHORIZATION_ERROR (role), NOT_FOUND_ERROR (no such booking, or not a member), VALIDATION_ERROR (page, limit).",
    args: t.validate(
      { bookingId: t.arg.id({ required: true }), page: t.arg.int({ defaultValue: 1 }), limit: t.arg.int({ defaultValue: 30 }) },
      fieldArgs(messageListArgs),
    ),
    resolve: (_root, args, ctx) => messages.listMessages(ctx, args),
  }),
  unreadMessageCount: t.int({
    authScopes: { signedIn: true },
    description: "Messages by others the viewer has not read, across their threads (the bell; docs/decisions/0034): a customer's bookings, the jobs a cleaner holds, the threads an admin wrote in.",
    resolve: (_root, _args, ctx) => messages.unreadAcrossThreads(actor(ctx)),
  }),
  messagePhotoFile: t.field({
    type: FileAnswerRef,
    // Either credential may read a photo (photos.ts): a bearer token, which must then sign in, or
    // the signed `token` of the photo's address; who is in the thread is the service's.
    authScopes: (_root, _args, ctx) => (ctx.credentialsRefused ? { signedIn: true } : true),
    description:
      "A photo attached to a booking message, as a file (GET /api/message-photos/{id}, which sends the image; docs/decisions/0034): JPEG for a JPEG upload, WebP for a PNG or WebP upload, with no metadata (EXIF, GPS location). Served only to the booking's customer, the cleaner holding it and admins, checked at every request (a cleaner reassigned away loses access at once). Credentials, either: `token`, the signed viewer token of the address in `MessagePhoto.url` (valid 10 minutes, for the viewer it was made for; what an `<img>` uses), or a bearer access token. Errors: AUTHENTICATION_ERROR (a bearer token that does not sign in), NOT_FOUND_ERROR (an unknown photo, a photo of another thread, a missing, malformed, expired or someone else's token).",
    args: {
      id: t.arg.id({ required: true, description: 'The photo id.' }),
      token: t.arg.string({ description: "The signed viewer token of the photo's address (HS256 JWT, 600 s); not needed with a bearer token." }),
    },
    resolve: (_root, args, ctx) => messagePhotoFile(ctx, String(args.id), args.token ?? null),
  }),
}));

const messageErrors = [ValidationError, AuthorizationError, NotFoundError, ConflictError];

builder.mutationFields((t) => ({
  sendBookingMessage: t.field({
    type: SendBookingMessagePayloadRef,
    authScopes: members,
    errors: {
      types: messageErrors,
      union: { name: 'SendBookingMessageResult' },
      result: {
        fields: (r) => ({
          message: r.prismaField({
            type: BookingMessageRef,
            description: 'The new message; the same as data.message (the /api answer).',
            resolve: (query, p) => db.bookingMessage.findUniqueOrThrow({ ...query, where: { id: p.messageId } }),
          }),
        }),
      },
    },
    description:
      "Posts in a booking's thread (POST /api/bookings/{id}/messages, JSON or multipart/form-data with `photos`; docs/decisions/0034): text up to 2,000 characters, a quick reply (the cleaner's: sets the booking's liveState), up to 5 photos (JPEG, PNG or WebP by content, 5 MB each; re-encoded without metadata). Members post from the cleaner's acceptance until 7 days after the job's end; admins post as support at any time. Before the job's start, phone numbers, emails and \"text me at …\" of the customer and the cleaner are masked (`masked` true). Quick replies are the cleaner's only, from 3 hours before the job's start until its end (UTC; MessageThread.quickRepliesFrom/quickRepliesUntil). Errors: NotFoundError (no such booking, or not a member), ConflictError ('This conversation is read-only.'), ValidationError (text, photos, a quick reply by someone else, a quick reply outside its window: 'Quick replies open 3 hours before the job and close when it ends.', field quickReply).",
    args: { input: t.arg({ type: SendBookingMessageInputRef, required: true }).validate(sendMessageInput) },
    resolve: (_root, { input }, ctx) => messages.sendMessage(ctx, input),
  }),
  markBookingMessagesRead: t.field({
    type: MarkBookingMessagesReadPayloadRef,
    authScopes: members,
    errors: {
      types: [NotFoundError],
      union: { name: 'MarkBookingMessagesReadResult' },
      result: { fields: (r) => ({ thread: r.field({ type: MessageThreadRef, description: 'The thread now; the same as data.thread (the /api answer).', resolve: (v) => v }) }) },
    },
    description: "Marks every message of a booking's thread read for the caller (POST /api/bookings/{id}/messages/read; docs/decisions/0034). Errors: NotFoundError (no such booking, or not a member).",
    args: { bookingId: t.arg.id({ required: true }) },
    resolve: (_root, { bookingId }, ctx) => messages.markRead(ctx, String(bookingId)),
  }),
  reportBookingMessage: t.field({
    type: ReportBookingMessagePayloadRef,
    authScopes: { customer: true, approvedCleaner: true },
    errors: {
      types: messageErrors,
      union: { name: 'ReportBookingMessageResult' },
      result: {
        fields: (r) => ({
          message: r.prismaField({
            type: BookingMessageRef,
            description: 'The reported message; the same as data.message (the /api answer).',
            resolve: (query, p) => db.bookingMessage.findUniqueOrThrow({ ...query, where: { id: p.messageId } }),
          }),
          ticketId: r.exposeID('ticketId', { description: 'The support ticket the report opened; the same as data.ticketId.' }),
        }),
      },
    },
    description:
      "Reports a message of someone else in the caller's thread to support (POST /api/messages/{id}/report; docs/decisions/0034): opens a support ticket (category booking, subject 'Reported message on booking <first 8 characters of its id>', the reason and the quoted message) in the ticket queue. Errors: NotFoundError (no such message, or not a member), ValidationError (reason 3..1,000 characters; one's own message), ConflictError (reported by the caller before).",
    args: { input: t.arg({ type: ReportBookingMessageInputRef, required: true }).validate(reportMessageInput) },
    resolve: (_root, { input }, ctx) => messages.reportMessage(ctx, input),
  }),
}));

builder.subscriptionField('bookingMessageAdded', (t) =>
  t.field({
    type: BookingMessageRef,
    authScopes: { signedIn: true },
    description:
      "Emits each new message of a booking's thread (`bookingId`), or of every thread of the viewer without it (the bell; admins: pass a bookingId), the viewer's own messages included (docs/decisions/0034). Membership is checked when it starts (NOT_FOUND_ERROR) and again for every event.",
    args: { bookingId: t.arg.id() },
    subscribe: async (_root, { bookingId }, ctx) => {
      const user = actor(ctx);
      if (bookingId) await messages.threadBookingFor(user, String(bookingId));
      const topic = bookingId ? String(bookingId) : `user:${user.id}`;
      return liveEvents(ctx, pubsub.subscribe('booking:message', topic), async (live, event) => {
        const booking = await db.booking.findUnique({ where: { id: event.bookingId }, select: { customerId: true, cleanerId: true, acceptedAt: true, status: true } });
        if (!booking || !threadRoleOf(live.user, booking)) throw new NotFoundError(messages.NO_BOOKING);
      });
    },
    resolve: (event) => db.bookingMessage.findUniqueOrThrow({ where: { id: event.messageId } }),
  }),
);
