/**
 * A cleaner's profile photo over GraphQL (docs/decisions/0034: the customer sees the cleaner's first name, last
 * initial and photo): `User.photoUrl` and the cleaner's setCleanerPhoto / removeCleanerPhoto
 * (PUT and DELETE /api/users/cleaner-photo), and the photo as a file (`cleanerPhotoFile`, which the
 * /api file row GET /api/cleaner-photos/{userId} answers with the image: docs/decisions/0040-file-answers-in-the-bridge.md).
 */
import { builder } from '../../builder.js';
import { db } from '../../db.js';
import { AuthorizationError, NotFoundError, ValidationError } from '../../errors.js';
import { FileAnswerRef } from '../../file-answer.js';
import * as photos from './cleaner-photo.service.js';

builder.prismaObjectFields('User', (t) => ({
  photoUrl: t.string({
    nullable: true,
    description:
      "The address of a cleaner's profile photo, `/api/cleaner-photos/<userId>?v=<version, epoch ms>` (relative to the app's origin; a 512 x 512 WebP without metadata, public and cacheable for good at that version); null for a cleaner without a photo or not active, and for customers and admins. Visible to whoever sees the User, like the first name: customers see their cleaner's photo (docs/decisions/0035).",
    select: { cleanerProfile: { select: { photoKey: true, photoUpdatedAt: true } } },
    resolve: (u) => photos.cleanerPhotoUrl(u),
  }),
}));

builder.queryField('cleanerPhotoFile', (t) =>
  t.field({
    type: FileAnswerRef,
    description:
      "A cleaner's profile photo as a file (GET /api/cleaner-photos/{userId}, which sends the image; docs/decisions/0034: customers see their cleaner's photo): a 512 x 512 WebP without metadata. Public (no credentials are needed): `User.photoUrl` gives the address with its version `v`; at the current version the answer is cached for good (`public, max-age=31536000, immutable`), otherwise `no-cache`. Errors: NOT_FOUND_ERROR (an unknown user, a customer or admin, a cleaner without a photo, a suspended cleaner).",
    args: {
      userId: t.arg.id({ required: true, description: 'The cleaner’s user id.' }),
      v: t.arg.string({ description: "The photo's version (epoch ms of its upload), as `User.photoUrl` gives it." }),
    },
    resolve: (_root, args) => photos.cleanerPhotoFile(String(args.userId), args.v ?? null),
  }),
);

const photoErrors = [ValidationError, AuthorizationError, NotFoundError];

builder.mutationFields((t) => ({
  setCleanerPhoto: t.prismaField({
    type: 'User',
    authScopes: { cleaner: true },
    errors: { types: photoErrors },
    description:
      "Cleaners only (approved or pending): sets the caller's profile photo (PUT /api/users/cleaner-photo, multipart/form-data with one `photo` part; docs/decisions/0034). JPEG, PNG or WebP by content (the name and declared type are ignored), at most 5 MB; it is cropped to 512 x 512 around its most interesting region, re-encoded as WebP and stripped of metadata (EXIF, GPS location). The previous photo is deleted. Returns the caller, whose photoUrl has a new version. Errors: ValidationError (field photo: 'Photos must be JPEG, PNG or WebP images.' / 'Each photo must be 5 MB or smaller.'), AuthorizationError (not a cleaner), NotFoundError (no cleaner profile).",
    args: { photo: t.arg({ type: 'File', required: true, description: 'One JPEG, PNG or WebP image of at most 5 MB.' }) },
    resolve: async (query, _root, { photo }, ctx) => db.user.findUniqueOrThrow({ ...query, where: { id: await photos.setCleanerPhoto(ctx, photo as File) } }),
  }),
  removeCleanerPhoto: t.prismaField({
    type: 'User',
    authScopes: { cleaner: true },
    errors: { types: photoErrors },
    description:
      "Cleaners only (approved or pending): removes the caller's profile photo (DELETE /api/users/cleaner-photo; docs/decisions/0034); nothing happens without one. The old address then answers 404. Returns the caller (photoUrl null). Errors: AuthorizationError (not a cleaner), NotFoundError (no cleaner profile).",
    resolve: async (query, _root, _args, ctx) => db.user.findUniqueOrThrow({ ...query, where: { id: await photos.removeCleanerPhoto(ctx) } }),
  }),
}));
