import { spawn } from 'node:child_process';
import { createReadStream, existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DeleteObjectsCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type pg from 'pg';
import { MIGRATIONS_FOLDER } from '../db/client.js';
import { type RunQuery, rowsOf } from '../db/table-checksums.js';
import { createS3Client, type S3Settings } from '../platform/storage.js';
import { BackupRefusedError } from './sealed-archive.js';

/**
 * Debian's PostgreSQL client tools, newest version first (pg_dump must be at least the server's
 * version), as scripts/lib.mjs finds the server binaries; else whatever PATH holds.
 */
export function postgresTool(name: 'pg_dump' | 'pg_restore'): string {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((v) => existsSync(path.join(base, v, 'bin', name)))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return versions[0] ? path.join(base, versions[0], 'bin', name) : name;
}

/** Runs a client tool; its stdout is handed to the caller, its stderr kept for the error message. */
export function runTool(tool: string, args: string[], stdin: 'ignore' | 'pipe') {
  const child = spawn(tool, args, { stdio: [stdin, 'pipe', 'pipe'] });
  const stderr: string[] = [];
  child.stderr?.on('data', (c) => stderr.push(String(c)));
  const done = new Promise<void>((resolve, reject) => {
    child.once('error', (err) =>
      reject(
        new BackupRefusedError(`${path.basename(tool)} did not run (${err.message}); install PostgreSQL's client tools (apt-get install postgresql-client).`),
      ),
    );
    child.once('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(tool)} failed (exit ${code}): ${stderr.join('').trim().slice(0, 2000)}`)),
    );
  });
  return { child, done, stdout: child.stdout as NonNullable<typeof child.stdout> };
}

/** The migrations this build knows, and how many a database has applied (drizzle's own table). */
export function buildMigrations(): string[] {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  return journal.entries.map((e) => e.tag);
}

export async function appliedMigrations(run: RunQuery): Promise<number> {
  const [row] = await run<{ n: string | number }>(
    `SELECT CASE WHEN to_regclass('drizzle.__drizzle_migrations') IS NULL THEN 0 ELSE (SELECT count(*) FROM drizzle.__drizzle_migrations) END AS n`,
  );
  return Number(row?.n ?? 0);
}

/** Tables outside PostgreSQL's own schemas: a database with any is live and never restored over. */
export async function userTableCount(run: RunQuery): Promise<number> {
  const [row] = await run<{ n: string | number }>(
    `SELECT count(*) AS n FROM information_schema.tables WHERE table_schema NOT IN ('pg_catalog', 'information_schema')`,
  );
  return Number(row?.n ?? 0);
}

export const runOnClient =
  (client: pg.PoolClient | pg.Pool): RunQuery =>
  async <T>(text: string) =>
    rowsOf<T>(await client.query(text));

/** Every file under `dir`, as paths relative to it with forward slashes, sorted. */
export async function listFiles(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  const visit = async (rel: string) => {
    for (const entry of await readdir(path.join(dir, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await visit(child);
      else if (entry.isFile()) out.push(child);
    }
  };
  await visit('');
  return out.sort();
}

export const readFileStream = (file: string) => createReadStream(file, { highWaterMark: 1 << 20 });

/** A relative path from an archive, checked before anything is written to it: no way out of `dir`. */
export function safeJoin(dir: string, rel: string): string {
  const target = path.resolve(dir, rel);
  if (path.isAbsolute(rel) || rel.split('/').includes('..') || !target.startsWith(`${path.resolve(dir)}${path.sep}`)) {
    throw new BackupRefusedError(`The archive holds an unsafe path (${rel}): refused.`);
  }
  return target;
}

export async function writeFileIn(dir: string, rel: string, data: Buffer): Promise<void> {
  const target = safeJoin(dir, rel);
  await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
  await writeFile(target, data, { mode: 0o600 });
}

export const readWhole = (file: string) => readFile(file);

/** The deployment's bucket, as storage.ts reaches it. */
export function s3Bucket(settings: S3Settings, client?: S3Client) {
  const s3 = client ?? createS3Client(settings);
  return {
    /** Keys under the deployment's prefix, without it. */
    async list(limit = Number.POSITIVE_INFINITY): Promise<string[]> {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await s3.send(new ListObjectsV2Command({ Bucket: settings.bucket, Prefix: settings.prefix, ContinuationToken: token }));
        for (const o of page.Contents ?? []) if (o.Key) keys.push(o.Key.slice(settings.prefix.length));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token && keys.length < limit);
      return keys.sort();
    },
    async get(key: string): Promise<Buffer> {
      const out = await s3.send(new GetObjectCommand({ Bucket: settings.bucket, Key: `${settings.prefix}${key}` }));
      return Buffer.from((await out.Body?.transformToByteArray()) ?? []);
    },
    async put(key: string, data: Buffer): Promise<void> {
      await s3.send(new PutObjectCommand({ Bucket: settings.bucket, Key: `${settings.prefix}${key}`, Body: data, ContentType: 'application/octet-stream' }));
    },
    async remove(keys: string[]): Promise<void> {
      for (let i = 0; i < keys.length; i += 1000) {
        await s3.send(
          new DeleteObjectsCommand({ Bucket: settings.bucket, Delete: { Objects: keys.slice(i, i + 1000).map((k) => ({ Key: `${settings.prefix}${k}` })) } }),
        );
      }
    },
  };
}
