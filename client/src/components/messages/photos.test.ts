/** The composer's photo checks (docs/decisions/0034): type, size and count, before anything is sent. */
import { describe, expect, it } from 'vitest';
import { addPhotos, formatBytes, photoProblem, PHOTO_ACCEPT } from './photos';

const MB = 1024 * 1024;
const photo = (name: string, type = 'image/jpeg', size = 200_000) => ({ name, type, size });

describe('photo checks', () => {
  it('accepts JPEG, PNG and WebP up to 5 MB', () => {
    expect(PHOTO_ACCEPT).toBe('image/jpeg,image/png,image/webp');
    expect(photoProblem(photo('a.jpg'))).toBeNull();
    expect(photoProblem(photo('b.png', 'image/png', 5 * MB))).toBeNull();
    expect(photoProblem(photo('c.webp', 'image/webp'))).toBeNull();
  });

  it('refuses other types and larger files, naming the file', () => {
    expect(photoProblem(photo('scan.pdf', 'application/pdf'))).toBe("scan.pdf can't be attached: photos must be JPEG, PNG or WebP images.");
    expect(photoProblem(photo('anim.gif', 'image/gif'))).toMatch(/JPEG, PNG or WebP/);
    expect(photoProblem(photo('big.jpg', 'image/jpeg', 5 * MB + 1))).toBe('big.jpg is 5.0 MB: each photo must be 5 MB or smaller.');
    expect(photoProblem(photo('huge.png', 'image/png', 12 * MB))).toBe('huge.png is 12 MB: each photo must be 5 MB or smaller.');
  });

  it('keeps at most 5 photos per message and says so', () => {
    const current = [photo('1.jpg'), photo('2.jpg'), photo('3.jpg')];
    const { accepted, errors } = addPhotos(current, [photo('4.jpg'), photo('x.txt', 'text/plain'), photo('5.jpg'), photo('6.jpg')]);
    expect(accepted.map((f) => f.name)).toEqual(['1.jpg', '2.jpg', '3.jpg', '4.jpg', '5.jpg']);
    expect(errors).toEqual(["x.txt can't be attached: photos must be JPEG, PNG or WebP images.", 'Attach at most 5 photos.']);
  });

  it('leaves the current photos alone when nothing new fits', () => {
    const current = [photo('1.jpg')];
    const result = addPhotos(current, []);
    expect(result).toEqual({ accepted: current, errors: [] });
    expect(result.accepted).not.toBe(current);
  });

  it('says sizes in MB or KB', () => {
    expect(formatBytes(5 * MB)).toBe('5 MB');
    expect(formatBytes(1.25 * MB)).toBe('1.3 MB');
    expect(formatBytes(830 * 1024)).toBe('830 KB');
    expect(formatBytes(10)).toBe('1 KB');
  });
});
