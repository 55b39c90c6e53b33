/**
 * One storage interface for message photos (docs/decisions/0034: "stored through one
 * storage interface: the local disk under DATA_DIR by default, S3-compatible storage by
 * configuration"). The backend is chosen once, from the environment (server/src/env.ts):
 * - `S3_BUCKET` set: {@link S3Storage} (@aws-sdk/client-s3) with `S3_ENDPOINT`, `S3_REGION`
 *   (default us-east-1), `S3_ACCESS_KEY_ID` / `S3_SECRET_ACCESS_KEY` (unset = the SDK's default
 *   credential chain) and `S3_FORCE_PATH_STYLE` (MinIO and most self-hosted services);
 * - `DATA_DIR=memory://...` (tests, demos): {@link MemoryStorage}, gone with the process;
 * - otherwise {@link DiskStorage} under `path.resolve(DATA_DIR, 'uploads')`.
 *
 * Keys are relative paths chosen by the server (e.g. `messages/<bookingId>/<uuid>.jpg`): 1 to 512
 * characters of `[A-Za-z0-9/_.-]`, no `..` segment, no leading `/`, no empty segment. Any other key
 * is refused with an Error before a backend sees it, so no key can leave the uploads folder.
 * Nothing here checks who may read a file: the file rows' GraphQL fields do, at every fetch
 * (photos.ts, users/cleaner-photo.service.ts; docs/decisions/0040-file-answers-in-the-bridge.md).
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import { env } from '../env.js';

/** Where photo bytes live. Every method refuses a malformed key (see {@link assertStorageKey}). */
export interface BlobStorage {
  /** Stores (or replaces) the bytes of `key` with their media type. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The bytes and media type of `key`, or null when there is nothing under it. */
  get(key: string): Promise<{ bytes: Uint8Array; contentType: string } | null>;
  /** Removes `key`; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
}

const KEY_CHARS = /^[A-Za-z0-9/_.-]{1,512}$/;

/**
 * True when `key` is a storage key this module accepts: 1 to 512 characters of
 * `[A-Za-z0-9/_.-]`, relative (no leading `/`), with no empty, `.` or `..` segment.
 */
export function isStorageKey(key: string): boolean {
  if (!KEY_CHARS.test(key) || key.startsWith('/')) return false;
  return key.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

/** @throws Error when `key` is not a {@link isStorageKey} key (a programming error, never user input) */
export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`Refused storage key ${JSON.stringify(key.slice(0, 80))}`);
}

/**
 * Files under one folder. A write goes to a temporary file in the same folder and is renamed over
 * the key, so a reader never sees half a file and a crash leaves no partial photo under its key.
 */
export class DiskStorage implements BlobStorage {
  readonly root: string;

  /** @param root the uploads folder (made on first write) */
  constructor(root: string) {
    this.root = path.resolve(root);
  }

  /** The file of a key, checked to be inside {@link root} (defence in depth after the key rules). */
  private fileOf(key: string): string {
    assertStorageKey(key);
    const file = path.resolve(this.root, key);
    if (!file.startsWith(this.root + path.sep)) throw new Error('Refused storage key outside the uploads folder');
    return file;
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    const file = this.fileOf(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${crypto.randomBytes(6).toString('hex')}.tmp`;
    try {
      await fs.writeFile(temp, bytes, { mode: 0o600 });
      await fs.writeFile(`${temp}.type`, contentType, { mode: 0o600 });
      await fs.rename(`${temp}.type`, `${file}.type`);
      await fs.rename(temp, file);
    } catch (error) {
      await Promise.all([fs.rm(temp, { force: true }), fs.rm(`${temp}.type`, { force: true })]);
      throw error;
    }
  }

  async get(key: string): Promise<{ bytes: Uint8Array; contentType: string } | null> {
    const file = this.fileOf(key);
    try {
      const [bytes, contentType] = await Promise.all([fs.readFile(file), fs.readFile(`${file}.type`, 'utf8').catch(() => 'application/octet-stream')]);
      return { bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), contentType };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const file = this.fileOf(key);
    await Promise.all([fs.rm(file, { force: true }), fs.rm(`${file}.type`, { force: true })]);
  }
}

/** Bytes in this process's memory (DATA_DIR=memory://: tests and throwaway demos). */
export class MemoryStorage implements BlobStorage {
  private readonly files = new Map<string, { bytes: Uint8Array; contentType: string }>();

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    assertStorageKey(key);
    this.files.set(key, { bytes: Uint8Array.from(bytes), contentType });
  }

  async get(key: string): Promise<{ bytes: Uint8Array; contentType: string } | null> {
    assertStorageKey(key);
    const file = this.files.get(key);
    return file ? { bytes: Uint8Array.from(file.bytes), contentType: file.contentType } : null;
  }

  async delete(key: string): Promise<void> {
    assertStorageKey(key);
    this.files.delete(key);
  }
}

/** Settings of {@link S3Storage} (the S3_* variables of server/src/env.ts). */
export interface S3Settings {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

/**
 * Objects in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, ...), written private (no ACL
 * is set: the bucket's own policy applies and should deny public reads). Objects are served
 * through the /api file rows (rest/router.ts `fileResponse`), never by a bucket URL.
 */
export class S3Storage implements BlobStorage {
  private client: Promise<{ s3: typeof import('@aws-sdk/client-s3'); client: S3Client }> | undefined;
  private readonly bucket: string;

  constructor(private readonly settings: S3Settings) {
    this.bucket = settings.bucket;
  }

  /**
   * The AWS SDK and its client, loaded at the first object operation: the SDK is about a quarter
   * of a second of start-up that a deployment without S3_BUCKET (and every test) never needs.
   */
  private connect() {
    this.client ??= import('@aws-sdk/client-s3').then((s3) => {
      const { settings } = this;
      const client = new s3.S3Client({
        region: settings.region,
        endpoint: settings.endpoint,
        forcePathStyle: settings.forcePathStyle,
        credentials:
          settings.accessKeyId && settings.secretAccessKey ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } : undefined,
      });
      return { s3, client };
    });
    return this.client;
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    assertStorageKey(key);
    const { s3, client } = await this.connect();
    await client.send(new s3.PutObjectCommand({ Bucket: this.bucket, Key: key, Body: bytes, ContentType: contentType }));
  }

  async get(key: string): Promise<{ bytes: Uint8Array; contentType: string } | null> {
    assertStorageKey(key);
    const { s3, client } = await this.connect();
    try {
      const object = await client.send(new s3.GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!object.Body) return null;
      return { bytes: await object.Body.transformToByteArray(), contentType: object.ContentType ?? 'application/octet-stream' };
    } catch (error) {
      const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      if (error instanceof s3.NoSuchKey || status === 404) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertStorageKey(key);
    const { s3, client } = await this.connect();
    await client.send(new s3.DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }
}

/** The backend the environment selects (see the module comment). */
export function storageFromEnv(settings: typeof env = env): BlobStorage {
  if (settings.S3_BUCKET) {
    return new S3Storage({
      bucket: settings.S3_BUCKET,
      endpoint: settings.S3_ENDPOINT,
      region: settings.S3_REGION,
      accessKeyId: settings.S3_ACCESS_KEY_ID,
      secretAccessKey: settings.S3_SECRET_ACCESS_KEY,
      forcePathStyle: settings.S3_FORCE_PATH_STYLE,
    });
  }
  if (settings.DATA_DIR.startsWith('memory://')) return new MemoryStorage();
  return new DiskStorage(path.resolve(settings.DATA_DIR, 'uploads'));
}

/** The process's photo storage, chosen once from the environment. */
export const storage: BlobStorage = storageFromEnv();
