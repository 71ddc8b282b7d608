import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';

/**
 * Files behind random keys: local disk under DATA_DIR/files by default, S3-compatible object
 * storage when S3_BUCKET is set (architecture: "files"). Same keys, same three calls.
 */
export type Storage = {
  put(data: Buffer): Promise<string>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
};

const KEY = /^[a-f0-9]{2}\/[a-f0-9]{40}$/;

function newKey(): string {
  const id = randomBytes(20).toString('hex');
  return `${id.slice(0, 2)}/${id}`;
}

export function createDiskStorage(root: string): Storage {
  const fileOf = (key: string) => {
    // Keys come from put() only; anything else (a path, '..') never reaches the disk.
    if (!KEY.test(key)) throw new Error('invalid storage key');
    return path.join(root, key);
  };
  return {
    async put(data) {
      const key = newKey();
      await mkdir(path.join(root, key.slice(0, 2)), { recursive: true });
      await writeFile(fileOf(key), data, { mode: 0o600 });
      return key;
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
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

/**
 * Objects in an S3-compatible bucket. Credentials come from the settings or, when they are unset,
 * from the SDK's usual chain (environment, instance role). Encryption at rest and blocking public
 * access are the bucket's settings (AWS encrypts every new object by default); the objects are
 * never served from the bucket, only through the API's authorized routes.
 */
export function createS3Storage(settings: S3Settings, client?: S3Client): Storage {
  const s3 =
    client ??
    new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials:
        settings.accessKeyId && settings.secretAccessKey ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } : undefined,
    });
  const objectKey = (key: string) => {
    if (!KEY.test(key)) throw new Error('invalid storage key');
    return `${settings.prefix}${key}`;
  };
  return {
    async put(data) {
      const key = newKey();
      await s3.send(
        new PutObjectCommand({
          Bucket: settings.bucket,
          Key: objectKey(key),
          Body: data,
          ContentType: 'application/octet-stream',
        }),
      );
      return key;
    },
    async get(key) {
      try {
        const out = await s3.send(new GetObjectCommand({ Bucket: settings.bucket, Key: objectKey(key) }));
        return out.Body ? Buffer.from(await out.Body.transformToByteArray()) : null;
      } catch (err) {
        if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey') return null;
        throw err;
      }
    },
    async delete(key) {
      await s3.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: objectKey(key) }));
    },
  };
}
