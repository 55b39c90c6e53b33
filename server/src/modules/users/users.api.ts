/**
 * /api/users rows (spec section 7 "Users"; docs/decisions/0019) over
 * users.api.graphql, and the file row of a cleaner's profile photo (the router sends the image;
 * docs/decisions/0040-file-answers-in-the-bridge.md).
 */
import type { ApiRoute } from '../../rest/router.js';

export const usersApi: ApiRoute[] = [
  { method: 'GET', path: '/users/profile', operation: 'MyProfile', tag: 'Users', summary: 'My profile' },
  { method: 'PUT', path: '/users/profile', operation: 'UpdateProfile', tag: 'Users', summary: 'Change my profile', answer: 'spread', body: { strict: true } },
  { method: 'PUT', path: '/users/change-password', operation: 'ChangePassword', tag: 'Users', summary: 'Change my password', answer: 'spread' },
  { method: 'GET', path: '/users/bookings', operation: 'MyBookings', tag: 'Users', summary: 'My bookings', answer: 'spread' },
  { method: 'PUT', path: '/users/cleaner-profile', operation: 'UpdateCleanerProfile', tag: 'Users', summary: 'Change my working profile', answer: 'spread' },
  {
    method: 'PUT',
    path: '/users/cleaner-photo',
    operation: 'SetCleanerPhoto',
    tag: 'Users',
    summary: 'Set my profile photo',
    answer: 'spread',
    body: { multipart: { files: 'photo', single: true } },
  },
  { method: 'DELETE', path: '/users/cleaner-photo', operation: 'RemoveCleanerPhoto', tag: 'Users', summary: 'Remove my profile photo', answer: 'spread' },
  {
    method: 'GET',
    path: '/cleaner-photos/:userId',
    operation: 'CleanerPhotoFile',
    tag: 'Users',
    summary: "Download a cleaner's profile photo",
    answer: { file: ['image/webp'] },
    malformedPath: 404,
  },
  { method: 'GET', path: '/users/availability', operation: 'MyAvailability', tag: 'Users', summary: 'My availability' },
  { method: 'PUT', path: '/users/availability', operation: 'SetAvailability', tag: 'Users', summary: 'Set my availability', answer: 'spread' },
];
