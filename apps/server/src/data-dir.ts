import { chmodSync, lstatSync, mkdirSync, readdirSync, type Stats, statSync } from 'node:fs';
import path from 'node:path';

/**
 * DATA_DIR holds consumers' data: the embedded database, the sealed files, the key beside them.
 * It is its owner's alone (issue 33, point 5: PGlite creates its files 0666 whatever the umask, and
 * DATA_DIR was 0755, so any local account could read the database).
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;
const GROUP_OR_OTHERS = 0o077;

export class DataDirUnsafeError extends Error {}

const octal = (mode: number) => `0${(mode & 0o777).toString(8)}`;

/** Makes one entry owner-only; false when it stays open to others (not ours to change). */
function makePrivate(target: string, stats: Stats): boolean {
  if ((stats.mode & GROUP_OR_OTHERS) === 0) return true;
  try {
    chmodSync(target, stats.isDirectory() ? PRIVATE_DIR_MODE : PRIVATE_FILE_MODE);
    return true;
  } catch {
    return false;
  }
}

function makeContentsPrivate(dir: string): void {
  for (const entry of readdirSync(dir)) {
    const target = path.join(dir, entry);
    // A symbolic link's own mode means nothing, and what it points to is not ours to change.
    const stats = lstatSync(target);
    if (stats.isSymbolicLink()) continue;
    // Inside a private DATA_DIR an entry we cannot change is out of others' reach anyway.
    makePrivate(target, stats);
    if (stats.isDirectory()) makeContentsPrivate(target);
  }
}

/**
 * Creates DATA_DIR and its db/ folder 0700 (files/ is made 0700 by the disk storage when it first
 * stores a file, and never when the files are in a bucket), and makes what is already in it owner-only
 * (files 0600, folders 0700, all the way down): run before the database opens, and again after,
 * since PGlite creates its files 0666. Throws DataDirUnsafeError, one line saying what to do, when
 * DATA_DIR stays open to group or others (owned by another user, say): Parley does not start on it.
 */
export function secureDataDir(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  // DATA_DIR itself may be a symbolic link to the real folder: that folder is the one to close.
  const stats = statSync(dataDir);
  if (!makePrivate(dataDir, stats)) {
    const user = process.getuid?.() ?? 'this user';
    throw new DataDirUnsafeError(
      `DATA_DIR ${dataDir} is open to other users (mode ${octal(stats.mode)}, owner uid ${stats.uid}) and Parley (uid ${user}) cannot make it private: chown it to the user that runs Parley or chmod 700 it, then start again.`,
    );
  }
  mkdirSync(path.join(dataDir, 'db'), { recursive: true, mode: PRIVATE_DIR_MODE });
  makeContentsPrivate(dataDir);
}
