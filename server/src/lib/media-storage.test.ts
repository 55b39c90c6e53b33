/**
 * The photo storage backends (docs/decisions/0034): the disk backend writes whole files
 * only and never outside its folder; both local backends refuse keys that could escape it.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiskStorage, MemoryStorage, S3Storage, isStorageKey, storageFromEnv, type BlobStorage } from './media-storage.js';
import { env } from '../env.js';

const BAD_KEYS = ['', '../etc/passwd', 'a/../../b', '/etc/passwd', 'a//b', 'a/./b', 'photo.jpg\0', 'a\\b', 'caf\u00e9.jpg', 'a b', '%2e%2e/x', '..', 'x'.repeat(513)];

let dir: string;
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'uploads-'));
});
afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

describe('storage keys', () => {
  it('accepts relative keys of safe characters', () => {
    for (const key of ['messages/1f0c/2b3d.jpg', 'a', 'a-b_c.d/e.webp']) expect(isStorageKey(key), key).toBe(true);
  });
  it('refuses traversal, absolute paths and other characters', () => {
    for (const key of BAD_KEYS) expect(isStorageKey(key), key).toBe(false);
  });
});

describe.each([
  ['DiskStorage', () => new DiskStorage(path.join(dir, 'uploads'))],
  ['MemoryStorage', () => new MemoryStorage()],
] as [string, () => BlobStorage][])('%s', (_name, make) => {
  it('puts, gets, replaces and deletes', async () => {
    const store = make();
    const bytes = Uint8Array.from([1, 2, 3, 255]);
    await store.put('messages/b1/p1.jpg', bytes, 'image/jpeg');
    expect(await store.get('messages/b1/p1.jpg')).toEqual({ bytes, contentType: 'image/jpeg' });
    await store.put('messages/b1/p1.jpg', Uint8Array.from([9]), 'image/webp');
    expect(await store.get('messages/b1/p1.jpg')).toEqual({ bytes: Uint8Array.from([9]), contentType: 'image/webp' });
    await store.delete('messages/b1/p1.jpg');
    expect(await store.get('messages/b1/p1.jpg')).toBeNull();
    await store.delete('messages/b1/p1.jpg'); // a missing key is not an error
    expect(await store.get('messages/never/there.jpg')).toBeNull();
  });

  it('refuses every malformed key on every method', async () => {
    const store = make();
    for (const key of BAD_KEYS) {
      await expect(store.put(key, Uint8Array.from([1]), 'image/jpeg'), key).rejects.toThrow(/Refused storage key/);
      await expect(store.get(key), key).rejects.toThrow(/Refused storage key/);
      await expect(store.delete(key), key).rejects.toThrow(/Refused storage key/);
    }
  });
});

describe('DiskStorage files', () => {
  it('writes under its folder and leaves no temporary file behind', async () => {
    const root = path.join(dir, 'atomic');
    const store = new DiskStorage(root);
    await store.put('messages/b2/p.webp', Uint8Array.from([7, 7]), 'image/webp');
    const files = (await fs.readdir(path.join(root, 'messages/b2'))).sort();
    expect(files).toEqual(['p.webp', 'p.webp.type']);
    expect([...(await fs.readFile(path.join(root, 'messages/b2/p.webp')))]).toEqual([7, 7]);
  });
});

describe('storageFromEnv', () => {
  it('picks memory for DATA_DIR=memory://, the disk otherwise, and S3 when a bucket is named', () => {
    expect(storageFromEnv({ ...env, S3_BUCKET: undefined, DATA_DIR: 'memory://' })).toBeInstanceOf(MemoryStorage);
    const disk = storageFromEnv({ ...env, S3_BUCKET: undefined, DATA_DIR: dir });
    expect(disk).toBeInstanceOf(DiskStorage);
    expect((disk as DiskStorage).root).toBe(path.join(dir, 'uploads'));
    expect(storageFromEnv({ ...env, S3_BUCKET: 'photos', S3_ENDPOINT: 'http://127.0.0.1:9', S3_FORCE_PATH_STYLE: true })).toBeInstanceOf(S3Storage);
  });
});
