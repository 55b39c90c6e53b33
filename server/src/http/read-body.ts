/** Reading a request body within a size limit, for /graphql and /api alike. */

/**
 * The body's bytes, read up to `limit` bytes: a declared Content-Length over the limit is refused
 * at once, a chunked body is read chunk by chunk and the stream cancelled past the limit.
 * @returns the bytes (empty when there is no body), or null when the body is larger than `limit`
 */
export async function readBodyWithin(request: Request, limit: number): Promise<Buffer<ArrayBuffer> | null> {
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > limit) return null;
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
