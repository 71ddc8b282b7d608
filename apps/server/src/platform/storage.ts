import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Files behind random keys. Local disk under DATA_DIR/files in every mode for now; an
 * S3-compatible adapter implements the same three calls (architecture: "files").
 */
export type Storage = {
  put(data: Buffer): Promise<string>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
};

const KEY = /^[a-f0-9]{2}\/[a-f0-9]{40}$/;

export function createDiskStorage(root: string): Storage {
  const fileOf = (key: string) => {
    // Keys come from put() only; anything else (a path, '..') never reaches the disk.
    if (!KEY.test(key)) throw new Error('invalid storage key');
    return path.join(root, key);
  };
  return {
    async put(data) {
      const id = randomBytes(20).toString('hex');
      const key = `${id.slice(0, 2)}/${id}`;
      await mkdir(path.join(root, id.slice(0, 2)), { recursive: true });
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
