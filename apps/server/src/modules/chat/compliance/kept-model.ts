import { lstatSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CATEGORIES, type Model } from './reader.js';

/**
 * Where the trained second reader is kept between processes (reader.ts): a file per model key in a
 * directory only this user can write, read back in tens of milliseconds instead of trained again
 * (about 30 s).
 */

/** The model's bytes: its feature count, the features as JSON, then the weights. */
export function encodeModel(model: Model): Buffer {
  const features = Buffer.from(JSON.stringify(model.features));
  const header = Buffer.alloc(8);
  header.writeUInt32LE(features.length, 0);
  header.writeUInt32LE(model.weights.length, 4);
  return Buffer.concat([header, features, Buffer.from(model.weights.buffer, model.weights.byteOffset, model.weights.byteLength)]);
}

export function decodeModel(bytes: Buffer): Model {
  const featuresLength = bytes.readUInt32LE(0);
  const weightCount = bytes.readUInt32LE(4);
  const features = JSON.parse(bytes.subarray(8, 8 + featuresLength).toString()) as string[];
  const start = 8 + featuresLength;
  const weights = new Float32Array(weightCount);
  Buffer.from(weights.buffer).set(bytes.subarray(start, start + weightCount * 4));
  if (weights.length !== features.length * CATEGORIES.length) throw new Error('the kept model does not fit its features');
  return { features, weights };
}

/**
 * Where this user's processes keep the model: a directory only they can write, in the machine's
 * temporary directory. A model is code in all but name (its weights decide what is blocked), so a
 * directory or file another user could have planted or could write is never read: the model is
 * then trained in memory and not kept. Null when there is no safe place.
 */
export function modelDir(parent = tmpdir()): string | null {
  const uid = process.getuid?.() ?? null;
  if (uid === null) return null;
  const dir = path.join(parent, `parley-${uid}`);
  try {
    mkdirSync(dir, { mode: 0o700 });
  } catch {
    // There already, perhaps not ours: checked below.
  }
  return ownedPrivately(dir, uid, true) ? dir : null;
}

/** A real directory or file (never a link), owned by `uid`, that nobody else can write (a directory: nor read). */
function ownedPrivately(file: string, uid: number, isDirectory: boolean): boolean {
  try {
    const stat = lstatSync(file);
    if (stat.isSymbolicLink() || stat.isDirectory() !== isDirectory || stat.uid !== uid) return false;
    return (stat.mode & (isDirectory ? 0o077 : 0o022)) === 0;
  } catch {
    return false;
  }
}

/**
 * The model for `key`: read from `dir` when a process has trained it already (tens of
 * milliseconds), else trained (seconds) and kept there for the next process.
 */
export function keptModel(key: string, train: () => Model, dir = modelDir()): Model {
  const uid = process.getuid?.() ?? -1;
  const file = dir && path.join(dir, `compliance-reader-${key}.bin`);
  if (file && ownedPrivately(file, uid, false)) {
    try {
      return decodeModel(readFileSync(file));
    } catch {
      // Unreadable or cut short: trained again below.
    }
  }
  const model = train();
  if (!file) return model;
  try {
    // Written aside and renamed: a process reading at the same moment never sees half a file.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, encodeModel(model), { mode: 0o600 });
    renameSync(partial, file);
    if (dir) forgetOldModels(dir, KEPT_MODELS);
  } catch {
    // A read-only directory only costs the next process the training.
  }
  return model;
}

/** Models kept beside the newest: every change to the rules or the data is a new key, and each model is about 4 MB. */
const KEPT_MODELS = 4;
function forgetOldModels(dir: string, keep: number): void {
  const models = readdirSync(dir)
    .filter((name) => /^compliance-reader-[0-9a-f]+\.bin$/.test(name))
    .map((name) => ({ file: path.join(dir, name), at: lstatSync(path.join(dir, name)).mtimeMs }))
    .sort((a, b) => b.at - a.at);
  for (const old of models.slice(keep)) rmSync(old.file, { force: true });
}
