import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createCrypto, generateMasterKey } from './crypto.js';
import { createDiskStorage, createS3Storage, type S3Settings, type Storage } from './storage.js';

// The same contract on both providers; S3 against s3rver, an S3 protocol server on loopback
// (signed requests, real HTTP), so the SDK calls, their errors and the key layout are exercised.
const tmp = mkdtempSync(path.join(os.tmpdir(), 'parley-storage-'));
let s3rver: S3rver;
let settings: S3Settings;
let client: S3Client;
const crypto = createCrypto(generateMasterKey());

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
  client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
});
afterAll(async () => {
  await s3rver?.close();
  rmSync(tmp, { recursive: true, force: true });
});

/** A provider, and the bytes under a key as the disk or the bucket holds them (what a thief reads). */
type Provider = {
  make(sealer?: typeof crypto): Storage;
  readRaw(key: string): Promise<Buffer>;
  writeRaw(key: string, data: Buffer): Promise<void>;
};
const disk: Provider = {
  make: (sealer = crypto) => createDiskStorage(path.join(tmp, 'disk'), sealer),
  readRaw: async (key) => readFileSync(path.join(tmp, 'disk', key)),
  writeRaw: async (key, data) => {
    mkdirSync(path.join(tmp, 'disk', key.slice(0, 2)), { recursive: true });
    writeFileSync(path.join(tmp, 'disk', key), data);
  },
};
const bucket: Provider = {
  make: (sealer = crypto) => createS3Storage(settings, sealer),
  readRaw: async (key) => {
    const out = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: `${settings.prefix}${key}` }));
    return Buffer.from((await out.Body?.transformToByteArray()) ?? []);
  },
  writeRaw: async (key, data) => {
    await client.send(new PutObjectCommand({ Bucket: settings.bucket, Key: `${settings.prefix}${key}`, Body: data }));
  },
};
const providers: [string, Provider][] = [
  ['local disk', disk],
  ['S3-compatible bucket', bucket],
];
const keyOf = (n: number) => `${String(n).padStart(2, '0')}/${String(n).padStart(40, 'c')}`;
// A consumer's ID card as it would be scanned: the words a thief would look for.
const idCard = Buffer.from('%PDF-1.7\nDRIVER LICENSE Jane Q. Consumer DOB 1980-02-03 SSN 123-45-6789\n%%EOF\n');

describe.each(providers)('file storage on %s', (_name, provider) => {
  const make = () => provider.make();
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

describe.each(providers)('encryption at rest on %s', (_name, provider) => {
  it('holds only ciphertext: the raw object has none of the file, and gives it back whole', async () => {
    const storage = provider.make();
    const key = await storage.put(idCard);
    const raw = await provider.readRaw(key);
    for (const clear of ['%PDF', 'DRIVER LICENSE', 'Jane', '123-45-6789', 'EOF']) expect(raw.includes(clear)).toBe(false);
    expect(raw.subarray(0, 8)).toEqual(Buffer.from('PARLEY\0\x01', 'latin1'));
    expect(raw.length).toBe(idCard.length + 8 + 12 + 16);
    expect(await storage.get(key)).toEqual(idCard);
    // Two puts of the same file never give the same ciphertext (fresh IV each).
    expect(await provider.readRaw(await storage.put(idCard))).not.toEqual(raw);
  });

  it('still reads a clear file stored before encryption, and leaves it as it was', async () => {
    const key = keyOf(1);
    await provider.writeRaw(key, idCard);
    expect(await provider.make().get(key)).toEqual(idCard);
    expect(await provider.readRaw(key)).toEqual(idCard);
  });

  it('refuses a sealed object that was altered, moved to another key, or sealed with another key', async () => {
    const storage = provider.make();
    const key = await storage.put(idCard);
    const raw = await provider.readRaw(key);
    const flipped = Buffer.from(raw);
    flipped[40] = (flipped[40] ?? 0) ^ 1;
    await provider.writeRaw(keyOf(2), flipped);
    await provider.writeRaw(keyOf(3), raw);
    // Never served as if it were an old clear file.
    await expect(storage.get(keyOf(2))).rejects.toThrow();
    await expect(storage.get(keyOf(3))).rejects.toThrow();
    await expect(provider.make(createCrypto(generateMasterKey())).get(key)).rejects.toThrow();
  });

  it('stores an empty file', async () => {
    const storage = provider.make();
    const key = await storage.put(Buffer.alloc(0));
    expect(await storage.get(key)).toEqual(Buffer.alloc(0));
  });
});

describe('the S3-compatible bucket', () => {
  it('keeps every object under the deployment prefix', async () => {
    const key = await createS3Storage(settings, crypto).put(Buffer.from('prefixed'));
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
