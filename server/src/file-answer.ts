/**
 * What a file row of the /api bridge answers (docs/decisions/0040-file-answers-in-the-bridge.md):
 * the GraphQL object a file operation resolves to once it has decided who may read the file and
 * found it. The bridge's router (rest/router.ts `fileResponse`) streams it: the bytes of
 * `storageKey` from media storage, or `text` as it is, with these headers. Over /graphql the same
 * field answers the description (not the bytes, and without the stored key).
 */
import { builder } from './builder.js';

/** A file to answer: exactly one of `storageKey` and `text` is set. */
export interface FileAnswer {
  /** `content-type`, e.g. `image/webp` or `text/calendar; charset=utf-8`. */
  contentType: string;
  /** The name offered in `content-disposition` (ASCII, no quotes). */
  filename: string;
  /** `inline` (shown in place) or `attachment` (downloaded). */
  disposition: 'inline' | 'attachment';
  /** The `cache-control` header. */
  cacheControl: string;
  /** The object's key in media storage (messages/storage.ts), for a stored file; else null. */
  storageKey: string | null;
  /** The file's text (UTF-8), for a generated file; else null. */
  text: string | null;
}

const DispositionEnum = builder.enumType('FileDisposition', {
  description: 'How a browser should show a file: `inline` in place, `attachment` as a download.',
  values: { inline: { value: 'inline' }, attachment: { value: 'attachment' } } as const,
});

/** The GraphQL type `FileAnswer` of {@link FileAnswer}. */
export const FileAnswerRef = builder.objectRef<FileAnswer>('FileAnswer').implement({
  description:
    'A file an /api file route answers (its bytes are sent by the route, not over GraphQL): its media type, name, disposition, caching and where its bytes are.',
  fields: (t) => ({
    contentType: t.exposeString('contentType', { description: 'The Content-Type of the file, e.g. image/webp or text/calendar; charset=utf-8.' }),
    filename: t.exposeString('filename', { description: 'The file name offered in Content-Disposition.' }),
    disposition: t.field({ type: DispositionEnum, description: 'The Content-Disposition kind.', resolve: (f) => f.disposition }),
    cacheControl: t.exposeString('cacheControl', { description: 'The Cache-Control header of the answer.' }),
    storageKey: t.string({
      nullable: true,
      description: 'The key of a stored file in media storage, for the /api route that sends its bytes; null for a generated file, and always null over /graphql (the key is internal).',
      resolve: (file, _args, ctx) => (ctx.viaBridge ? file.storageKey : null),
    }),
    text: t.exposeString('text', { nullable: true, description: 'The text of a generated file (UTF-8); null for a stored one.' }),
  }),
});
