/** Decompression-bomb images for the photo tests. */
import zlib from 'node:zlib';

/**
 * A real, valid single-colour PNG of `width` x `height` (1-bit palette, every row filter 0, all
 * zero): a few kilobytes for tens of megapixels, a decompression bomb.
 */
export function paletteBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(zlib.crc32(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([1, 3, 0, 0, 0], 8); // bit depth 1, palette, deflate, filter 0, no interlace
  const raw = Buffer.alloc((1 + Math.ceil(width / 8)) * height); // zeros: filter 0, palette index 0
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('PLTE', Buffer.from([0xcc, 0x88, 0x33])),
    chunk('IDAT', zlib.deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
