import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { type Crypto, isSealedFile } from './crypto.js';

/**
 * Files behind random keys: local disk under DATA_DIR/files by default, S3-compatible object
 * storage when S3_BUCKET is set (architecture: "files"). Same keys, same three calls.
 *
 * Every object is sealed with the database fields' envelope (AES-256-GCM from the master key, see
 * crypto.ts) before it leaves the process, so the disk and the bucket hold only ciphertext. Objects
 * written before that (clear, without the sealed-file header) still read as they are; they are not
 * rewritten on read, which could bring back an object deleted meanwhile.
 */
export type Storage = {
  put(data: Buffer): Promise<string>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
};

/** What a backend does with bytes that are already sealed. */
type ObjectStore = {
  write(key: string, data: Buffer): Promise<void>;
  read(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
};

export type FileSealer = Pick<Crypto, 'sealFile' | 'openFile'>;

const KEY = /^[a-f0-9]{2}\/[a-f0-9]{40}$/;

function newKey(): string {
  const id = randomBytes(20).toString('hex');
  return `${id.slice(0, 2)}/${id}`;
}

/** Keys come from put() only; anything else (a path, '..') never reaches the store. */
function checkKey(key: string): string {
  if (!KEY.test(key)) throw new Error('invalid storage key');
  return key;
}

function sealed(store: ObjectStore, sealer: FileSealer): Storage {
  return {
    async put(data) {
      const key = newKey();
      await store.write(key, sealer.sealFile(data, key));
      return key;
    },
    async get(key) {
      const data = await store.read(checkKey(key));
      if (!data) return null;
      // A sealed object that fails to open (altered, moved, another key) throws: never served as clear.
      return isSealedFile(data) ? sealer.openFile(data, key) : data;
    },
    async delete(key) {
      await store.remove(checkKey(key));
    },
  };
}

export function createDiskStorage(root: string, sealer: FileSealer): Storage {
  const fileOf = (key: string) => path.join(root, checkKey(key));
  return sealed(
    {
      async write(key, data) {
        // Owner only, as all of DATA_DIR (data-dir.ts).
        await mkdir(path.join(root, key.slice(0, 2)), { recursive: true, mode: 0o700 });
        await writeFile(fileOf(key), data, { mode: 0o600 });
      },
      async read(key) {
        try {
          return await readFile(fileOf(key));
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
          throw err;
        }
      },
      async remove(key) {
        await rm(fileOf(key), { force: true });
      },
    },
    sealer,
  );
}

export type S3Settings = {
  bucket: string;
  /** For S3-compatible services (MinIO, R2, …); unset for AWS. */
  endpoint: string | undefined;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** Path-style URLs (bucket in the path), which most S3-compatible services need. */
  forcePathStyle: boolean;
  /** Every object's key starts with it, so one bucket can hold several deployments. */
  prefix: string;
};

/** The client for the settings' bucket (also used by backups, backup/engines.ts). */
export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } : undefined,
  });
}

/**
 * Objects in an S3-compatible bucket. Credentials come from the settings or, when they are unset,
 * from the SDK's usual chain (environment, instance role). The objects are sealed before upload
 * (the bucket's own encryption at rest comes on top); blocking public access is the bucket's
 * setting; the objects are never served from the bucket, only through the API's authorized routes.
 */
export function createS3Storage(settings: S3Settings, sealer: FileSealer, client?: S3Client): Storage {
  const s3 = client ?? createS3Client(settings);
  const objectKey = (key: string) => `${settings.prefix}${checkKey(key)}`;
  return sealed(
    {
      async write(key, data) {
        await s3.send(new PutObjectCommand({ Bucket: settings.bucket, Key: objectKey(key), Body: data, ContentType: 'application/octet-stream' }));
      },
      async read(key) {
        try {
          const out = await s3.send(new GetObjectCommand({ Bucket: settings.bucket, Key: objectKey(key) }));
          return out.Body ? Buffer.from(await out.Body.transformToByteArray()) : null;
        } catch (err) {
          if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey') return null;
          throw err;
        }
      },
      async remove(key) {
        await s3.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: objectKey(key) }));
      },
    },
    sealer,
  );
}
