import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { type FileHandle, open, rename, rm } from 'node:fs/promises';
import { ENCRYPTION_KEY_FORMAT } from '../config.js';

/**
 * A backup archive: a clear header, then AES-256-GCM frames, each authenticated on its own so that
 * neither side ever holds more than one frame (1 MiB) in memory (docs/decisions/017-backups.md).
 *
 *   file    = magic "PRLYBK01" · u32 header length · header JSON · frame*
 *   frame   = u32 plaintext length · ciphertext · 16-byte tag
 *   nonce   = 7-byte prefix from the header · u32 frame index · 1 if last else 0
 *   AAD     = the header bytes · the frame's u32 length
 *
 * A frame carries one record: a type byte, then its payload. Entries are `B` (begin, JSON name),
 * `D` (data) … and `E` (end, JSON size and sha256); the final frame is `Z`, flagged last in its
 * nonce, so a cut-off archive, reordered, dropped or altered frames and an edited header all fail
 * authentication. The key is per archive (a fresh salt): from the passphrase by scrypt, or from a
 * 32-byte key file by HKDF. The header's `check` (an HMAC under a sibling key) tells a wrong
 * passphrase apart from a damaged archive without decrypting anything.
 */
const MAGIC = Buffer.from('PRLYBK01');
const MAX_FRAME = 1 << 20;
const TAG = 16;
const SCRYPT = { N: 1 << 17, r: 8, p: 1 };
const INFO = 'parley-backup v1';

export type BackupSecret = { kind: 'passphrase'; passphrase: string } | { kind: 'key-file'; key: Buffer };

type Header = {
  v: 1;
  kdf: { name: 'scrypt'; N: number; r: number; p: number; salt: string } | { name: 'key-file'; salt: string };
  nonce_prefix: string;
  check: string;
};

export class BackupRefusedError extends Error {}

/** A key file holds a 32-byte key, base64 (`openssl rand -base64 32`), as ENCRYPTION_KEY_FILE does. */
export function parseBackupKeyFile(text: string, file: string): Buffer {
  const key = text.trim();
  if (!ENCRYPTION_KEY_FORMAT.test(key))
    throw new BackupRefusedError(`BACKUP_KEY_FILE: ${file} must hold a 32-byte key, base64 encoded (openssl rand -base64 32)`);
  return Buffer.from(key, 'base64');
}

async function deriveKeys(secret: BackupSecret, kdf: Header['kdf']): Promise<{ enc: Buffer; check: Buffer }> {
  const salt = Buffer.from(kdf.salt, 'base64');
  let material: Buffer;
  if (kdf.name === 'scrypt') {
    if (secret.kind !== 'passphrase') throw new BackupRefusedError('This archive was sealed with a passphrase: set BACKUP_PASSPHRASE, not BACKUP_KEY_FILE.');
    // Bounds on what a header may ask for: a forged header must not make us spend gigabytes.
    if (kdf.N > 1 << 20 || kdf.r > 16 || kdf.p > 4)
      throw new BackupRefusedError('The archive header asks for key-derivation costs out of bounds: not a Parley backup, or damaged.');
    material = await new Promise<Buffer>((resolve, reject) =>
      scrypt(secret.passphrase.normalize('NFC'), salt, 64, { N: kdf.N, r: kdf.r, p: kdf.p, maxmem: 256 * kdf.N * kdf.r + (1 << 20) }, (err, key) =>
        err ? reject(err) : resolve(key),
      ),
    );
  } else {
    if (secret.kind !== 'key-file') throw new BackupRefusedError('This archive was sealed with a key file: set BACKUP_KEY_FILE, not BACKUP_PASSPHRASE.');
    material = Buffer.from(hkdfSync('sha256', secret.key, salt, INFO, 64));
  }
  return { enc: material.subarray(0, 32), check: material.subarray(32) };
}

const checkValue = (checkKey: Buffer) => createHmac('sha256', checkKey).update(`${INFO} key check`).digest().subarray(0, 16);

function nonce(prefix: Buffer, index: number, last: boolean): Buffer {
  const n = Buffer.alloc(12);
  prefix.copy(n, 0);
  n.writeUInt32BE(index, 7);
  n[11] = last ? 1 : 0;
  return n;
}

function u32(n: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
}

/** Writes an archive to `${path}.partial`, renamed to `path` by close(): a failed run never leaves a file that looks whole. */
export class ArchiveWriter {
  private index = 0;
  private entry: { name: string; bytes: number; hash: ReturnType<typeof createHash> } | null = null;
  private constructor(
    private readonly file: FileHandle,
    private readonly path: string,
    private readonly header: Buffer,
    private readonly key: Buffer,
    private readonly prefix: Buffer,
  ) {}

  static async create(path: string, secret: BackupSecret): Promise<ArchiveWriter> {
    const salt = randomBytes(16);
    const kdf: Header['kdf'] =
      secret.kind === 'passphrase' ? { name: 'scrypt', ...SCRYPT, salt: salt.toString('base64') } : { name: 'key-file', salt: salt.toString('base64') };
    const keys = await deriveKeys(secret, kdf);
    const prefix = randomBytes(7);
    const json = Buffer.from(
      JSON.stringify({ v: 1, kdf, nonce_prefix: prefix.toString('base64'), check: checkValue(keys.check).toString('base64') } satisfies Header),
    );
    const header = Buffer.concat([MAGIC, u32(json.length), json]);
    const file = await open(`${path}.partial`, 'w', 0o600);
    await file.write(header);
    return new ArchiveWriter(file, path, header, keys.enc, prefix);
  }

  private async frame(type: string, payload: Buffer, last = false): Promise<void> {
    const plain = Buffer.concat([Buffer.from(type), payload]);
    const cipher = createCipheriv('aes-256-gcm', this.key, nonce(this.prefix, this.index++, last));
    const length = u32(plain.length);
    cipher.setAAD(Buffer.concat([this.header, length]));
    const body = Buffer.concat([cipher.update(plain), cipher.final()]);
    await this.file.write(Buffer.concat([length, body, cipher.getAuthTag()]));
  }

  async begin(name: string): Promise<void> {
    if (this.entry) throw new Error(`entry ${this.entry.name} is still open`);
    this.entry = { name, bytes: 0, hash: createHash('sha256') };
    await this.frame('B', Buffer.from(JSON.stringify({ name })));
  }

  async data(chunk: Buffer): Promise<void> {
    if (!this.entry) throw new Error('no open entry');
    for (let at = 0; at < chunk.length; at += MAX_FRAME - 1) {
      const part = chunk.subarray(at, at + MAX_FRAME - 1);
      this.entry.hash.update(part);
      this.entry.bytes += part.length;
      await this.frame('D', part);
    }
  }

  /** Ends the open entry; returns its size and sha256, which its `E` record also carries. */
  async end(): Promise<{ name: string; bytes: number; sha256: string }> {
    if (!this.entry) throw new Error('no open entry');
    const done = { name: this.entry.name, bytes: this.entry.bytes, sha256: this.entry.hash.digest('hex') };
    this.entry = null;
    await this.frame('E', Buffer.from(JSON.stringify(done)));
    return done;
  }

  async add(name: string, source: AsyncIterable<Buffer | Uint8Array> | Buffer): Promise<{ name: string; bytes: number; sha256: string }> {
    await this.begin(name);
    if (Buffer.isBuffer(source)) await this.data(source);
    else for await (const chunk of source) await this.data(Buffer.from(chunk));
    return this.end();
  }

  async close(): Promise<void> {
    await this.frame('Z', Buffer.alloc(0), true);
    await this.file.sync();
    await this.file.close();
    await rename(`${this.path}.partial`, this.path);
  }

  async abort(): Promise<void> {
    await this.file.close().catch(() => {});
    await rm(`${this.path}.partial`, { force: true });
  }
}

export type ArchiveEvent =
  | { type: 'begin'; name: string }
  | { type: 'data'; name: string; chunk: Buffer }
  | { type: 'end'; name: string; bytes: number; sha256: string };

const DAMAGED = 'The archive is damaged or was altered';

/** Reads with a buffer ahead, so that frames are read whole without holding the file. */
class FileReader {
  private buf = Buffer.alloc(0);
  private pos = 0;
  private eof = false;
  constructor(private readonly file: FileHandle) {}
  async read(n: number): Promise<Buffer | null> {
    while (this.buf.length < n && !this.eof) {
      const chunk = Buffer.alloc(Math.max(4 << 20, n));
      const { bytesRead } = await this.file.read(chunk, 0, chunk.length, this.pos);
      this.pos += bytesRead;
      if (bytesRead === 0) this.eof = true;
      this.buf = Buffer.concat([this.buf, chunk.subarray(0, bytesRead)]);
    }
    if (this.buf.length < n) return null;
    const out = this.buf.subarray(0, n);
    this.buf = this.buf.subarray(n);
    return out;
  }
  get atEnd(): boolean {
    return this.eof && this.buf.length === 0;
  }
}

/**
 * Opens an archive: checks its header and the secret (a wrong one is refused here, before any
 * frame), then `events()` yields its entries as they are decrypted. Each frame is authenticated
 * before its bytes are handed out; the caller must treat an entry as whole only at its `end`, and
 * the archive as whole only when `events()` finishes without throwing.
 */
export async function openArchive(path: string, secret: BackupSecret): Promise<{ events(): AsyncGenerator<ArchiveEvent> }> {
  const file = await open(path, 'r').catch((err: NodeJS.ErrnoException) => {
    throw new BackupRefusedError(`Cannot read the archive ${path} (${err.code ?? 'error'}).`);
  });
  const close = () => file.close().catch(() => {});
  try {
    const reader = new FileReader(file);
    const magic = await reader.read(MAGIC.length);
    if (!magic?.equals(MAGIC)) throw new BackupRefusedError(`${path} is not a Parley backup archive.`);
    const lengthBytes = await reader.read(4);
    const jsonLength = lengthBytes?.readUInt32BE() ?? 0;
    const json = jsonLength > 0 && jsonLength < 4096 ? await reader.read(jsonLength) : null;
    let header: Header;
    try {
      header = JSON.parse(String(json)) as Header;
      if (header.v !== 1) throw new Error('version');
    } catch {
      throw new BackupRefusedError(`${DAMAGED}: its header cannot be read.`);
    }
    const headerBytes = Buffer.concat([MAGIC, lengthBytes as Buffer, json as Buffer]);
    const keys = await deriveKeys(secret, header.kdf);
    const expected = Buffer.from(header.check, 'base64');
    const actual = checkValue(keys.check);
    if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
      throw new BackupRefusedError(
        header.kdf.name === 'scrypt'
          ? 'Wrong passphrase: BACKUP_PASSPHRASE does not open this archive. Nothing was restored.'
          : 'Wrong key: BACKUP_KEY_FILE does not open this archive. Nothing was restored.',
      );
    }
    const prefix = Buffer.from(header.nonce_prefix, 'base64');
    async function* events(): AsyncGenerator<ArchiveEvent> {
      try {
        let index = 0;
        let entry: { name: string; bytes: number; hash: ReturnType<typeof createHash> } | null = null;
        for (;;) {
          const length = await reader.read(4);
          if (!length) throw new BackupRefusedError(`${DAMAGED}: it ends before its last frame (cut short?).`);
          const n = length.readUInt32BE();
          if (n > MAX_FRAME || n === 0) throw new BackupRefusedError(`${DAMAGED}: frame ${index} has an impossible length.`);
          const body = await reader.read(n + TAG);
          if (!body) throw new BackupRefusedError(`${DAMAGED}: it ends inside frame ${index} (cut short?).`);
          let plain: Buffer | null = null;
          for (const last of [false, true]) {
            const decipher = createDecipheriv('aes-256-gcm', keys.enc, nonce(prefix, index, last));
            decipher.setAAD(Buffer.concat([headerBytes, length]));
            decipher.setAuthTag(body.subarray(n));
            try {
              plain = Buffer.concat([decipher.update(body.subarray(0, n)), decipher.final()]);
            } catch {
              continue;
            }
            if (last !== (plain[0] === 0x5a)) throw new BackupRefusedError(`${DAMAGED}: frame ${index} is out of place.`);
            break;
          }
          if (!plain) throw new BackupRefusedError(`${DAMAGED}: frame ${index} fails authentication.`);
          index++;
          const type = String.fromCharCode(plain[0] ?? 0);
          const payload = plain.subarray(1);
          if (type === 'Z') {
            if (entry) throw new BackupRefusedError(`${DAMAGED}: entry ${entry.name} is not closed.`);
            if (!reader.atEnd && (await reader.read(1))) throw new BackupRefusedError(`${DAMAGED}: bytes follow its last frame.`);
            return;
          }
          if (type === 'B') {
            if (entry) throw new BackupRefusedError(`${DAMAGED}: entry ${entry.name} is not closed.`);
            const { name } = JSON.parse(String(payload)) as { name: string };
            entry = { name, bytes: 0, hash: createHash('sha256') };
            yield { type: 'begin', name };
          } else if (type === 'D' && entry) {
            entry.bytes += payload.length;
            entry.hash.update(payload);
            yield { type: 'data', name: entry.name, chunk: payload };
          } else if (type === 'E' && entry) {
            const claimed = JSON.parse(String(payload)) as { bytes: number; sha256: string };
            const sha256 = entry.hash.digest('hex');
            if (claimed.bytes !== entry.bytes || claimed.sha256 !== sha256)
              throw new BackupRefusedError(`${DAMAGED}: entry ${entry.name} does not match its checksum.`);
            yield { type: 'end', name: entry.name, bytes: entry.bytes, sha256 };
            entry = null;
          } else {
            throw new BackupRefusedError(`${DAMAGED}: frame ${index - 1} holds an unknown record.`);
          }
        }
      } finally {
        await close();
      }
    }
    return { events };
  } catch (err) {
    await close();
    throw err;
  }
}
