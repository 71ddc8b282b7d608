import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createDiskStorage, createS3Storage, type S3Settings, type Storage } from './storage.js';

// The same contract on both providers; S3 against s3rver, an S3 protocol server on loopback
// (signed requests, real HTTP), so the SDK calls, their errors and the key layout are exercised.
const tmp = mkdtempSync(path.join(os.tmpdir(), 'parley-storage-'));
let s3rver: S3rver;
let settings: S3Settings;

beforeAll(async () => {
  s3rver = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: path.join(tmp, 's3'),
    configureBuckets: [{ name: 'parley-files', configs: [] }],
  });
  const { port } = await s3rver.run();
  settings = {
    bucket: 'parley-files',
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
    prefix: 'deployment-a/',
  };
});
afterAll(async () => {
  await s3rver?.close();
  rmSync(tmp, { recursive: true, force: true });
});

const providers: [string, () => Storage][] = [
  ['local disk', () => createDiskStorage(path.join(tmp, 'disk'))],
  ['S3-compatible bucket', () => createS3Storage(settings)],
];

describe.each(providers)('file storage on %s', (_name, make) => {
  it('stores bytes under a fresh random key and gives the same bytes back', async () => {
    const storage = make();
    const bytes = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0x0a, 0x89]);
    const a = await storage.put(bytes);
    const b = await storage.put(bytes);
    expect(a).toMatch(/^[a-f0-9]{2}\/[a-f0-9]{40}$/);
    expect(b).not.toBe(a);
    expect(await storage.get(a)).toEqual(bytes);
  });

  it('answers null for a key it does not hold, and for a deleted one', async () => {
    const storage = make();
    expect(await storage.get(`ab/${'0'.repeat(40)}`)).toBeNull();
    const key = await storage.put(Buffer.from('delete me'));
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await storage.delete(key); // deleting twice is not an error
  });

  it('refuses anything but its own keys before touching the store', async () => {
    const storage = make();
    for (const key of ['../secrets.json', 'ab/../../x', '/etc/passwd', 'AB/'.padEnd(43, 'F')]) {
      await expect(storage.get(key)).rejects.toThrow('invalid storage key');
      await expect(storage.delete(key)).rejects.toThrow('invalid storage key');
    }
  });
});

describe('the S3-compatible bucket', () => {
  it('keeps every object under the deployment prefix', async () => {
    const key = await createS3Storage(settings).put(Buffer.from('prefixed'));
    const client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    const listed = await client.send(new ListObjectsV2Command({ Bucket: settings.bucket }));
    const keys = (listed.Contents ?? []).map((o) => o.Key);
    expect(keys).toContain(`deployment-a/${key}`);
    expect(keys.every((k) => k?.startsWith('deployment-a/'))).toBe(true);
    // Nothing of the bucket's reached the local disk provider's folder.
    expect(readdirSync(tmp).sort()).toEqual(['disk', 's3']);
  });

  it('is chosen by S3_BUCKET, with path-style URLs whenever an endpoint is named', () => {
    expect(loadConfig({}).files).toEqual({ kind: 'disk', dir: path.resolve('.data', 'files') });
    expect(loadConfig({ S3_BUCKET: 'parley-files', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_PREFIX: 'prod/' }).files).toMatchObject({
      kind: 's3',
      bucket: 'parley-files',
      forcePathStyle: true,
      prefix: 'prod/',
      region: 'us-east-1',
    });
    expect(loadConfig({ S3_BUCKET: 'parley-files' }).files).toMatchObject({ kind: 's3', forcePathStyle: false, endpoint: undefined });
    expect(() => loadConfig({ S3_BUCKET: 'parley-files', S3_PREFIX: 'no-slash' })).toThrow(/S3_PREFIX/);
  });
});
