/**
 * /api rows of booking messages (docs/decisions/0034) over messages.api.graphql: post in a booking's
 * thread (JSON `{ text, quickReply }`, or multipart/form-data with the same text fields and up to
 * 5 `photos` parts), read it newest first with paging, mark it read, and report a message to
 * support. Answers `{ success, message }`, `{ success, messages, page, limit, total }`,
 * `{ success, thread }` and `{ success, message, ticketId }`. The photos themselves are the file
 * row GET /api/message-photos/{id} (photos.ts decides who may read one; the router sends it:
 * docs/decisions/0040-file-answers-in-the-bridge.md). Rows go after the bookings rows (rest/routes.ts).
 */
import type { ApiRoute } from '../../rest/router.js';

export const messagesApi: ApiRoute[] = [
  {
    method: 'POST',
    path: '/bookings/:id/messages',
    operation: 'SendBookingMessage',
    tag: 'Bookings',
    summary: "Post in a booking's message thread",
    status: 201,
    answer: 'spread',
    body: { multipart: { files: 'photos' } },
  },
  { method: 'GET', path: '/bookings/:id/messages', operation: 'ListBookingMessages', tag: 'Bookings', summary: "A booking's messages, newest first", answer: 'spread' },
  { method: 'POST', path: '/bookings/:id/messages/read', operation: 'MarkBookingMessagesRead', tag: 'Bookings', summary: "Mark a booking's messages read", answer: 'spread' },
  {
    method: 'GET',
    path: '/message-photos/:id',
    operation: 'MessagePhotoFile',
    tag: 'Bookings',
    summary: 'Download a photo of a booking message',
    answer: { file: ['image/jpeg', 'image/webp'] },
    malformedPath: 404,
  },
  { method: 'POST', path: '/messages/:id/report', operation: 'ReportBookingMessage', tag: 'Bookings', summary: 'Report a message to support', status: 201, answer: 'spread' },
];
