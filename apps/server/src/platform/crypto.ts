import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Field encryption (AES-256-GCM) and keyed hashes, all from one 32-byte master key.
 * Subkeys are derived with HKDF so that the encryption key is never used as an HMAC key.
 */
export type Crypto = ReturnType<typeof createCrypto>;

/**
 * A sealed file starts with these 7 bytes and a version byte. Files stored before encryption
 * (PDF, JPEG, PNG, GIF, Word: sniffed on upload) never start with them, so they still read.
 */
const SEALED_FILE_MAGIC = Buffer.from('PARLEY\0', 'latin1');
const SEALED_FILE_V1 = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const SEALED_FILE_HEADER = SEALED_FILE_MAGIC.length + 1 + IV_BYTES;

/** True when the bytes carry the sealed-file header (of any version), whether or not they open. */
export function isSealedFile(data: Uint8Array): boolean {
  return data.length >= SEALED_FILE_MAGIC.length + 1 && SEALED_FILE_MAGIC.equals(data.subarray(0, SEALED_FILE_MAGIC.length));
}

export function createCrypto(masterKeyBase64: string) {
  const master = Buffer.from(masterKeyBase64, 'base64');
  if (master.length !== 32) throw new Error('The encryption key must be 32 bytes');
  const subkey = (label: string) => Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), `parley:${label}`, 32));
  const encKey = subkey('field-encryption');
  // Files get their own subkey: a field's ciphertext can never be passed off as a file's.
  const fileKey = subkey('file-encryption');
  const macKeys = new Map<string, Buffer>();
  const macKey = (label: string) => {
    const known = macKeys.get(label);
    if (known) return known;
    const key = subkey(`hmac:${label}`);
    macKeys.set(label, key);
    return key;
  };

  // Each IV is 12 fresh bytes from the CSPRNG, drawn from a 4 KiB pool: one call to the generator
  // per 341 IVs rather than one each (a bulk load encrypts a million SSNs).
  let ivPool = Buffer.alloc(0);
  let ivOffset = 0;
  const nextIv = () => {
    if (ivOffset + 12 > ivPool.length) {
      ivPool = randomBytes(4092);
      ivOffset = 0;
    }
    ivOffset += 12;
    return ivPool.subarray(ivOffset - 12, ivOffset);
  };

  return {
    /** `v1.<iv>.<tag>.<ciphertext>`, base64url parts. */
    encrypt(plaintext: string): string {
      const iv = nextIv();
      const cipher = createCipheriv('aes-256-gcm', encKey, iv);
      const ct = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), ct.toString('base64url')].join('.');
    },
    decrypt(sealed: string): string {
      const [version, iv, tag, ct] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || ct === undefined) throw new Error('Unrecognized ciphertext');
      const decipher = createDecipheriv('aes-256-gcm', encKey, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(ct, 'base64url')), decipher.final()]).toString('utf8');
    },
    /**
     * A file in the fields' envelope (AES-256-GCM, 12-byte random IV, 16-byte tag, versioned), in
     * binary: magic, version 1, IV, ciphertext, tag. `boundTo` (the storage key) is authenticated
     * with it, so one object moved over another in the store fails to open.
     */
    sealFile(data: Uint8Array, boundTo: string): Buffer {
      const iv = nextIv();
      const cipher = createCipheriv('aes-256-gcm', fileKey, iv);
      cipher.setAAD(Buffer.from(boundTo, 'utf8'));
      const head = Buffer.concat([SEALED_FILE_MAGIC, Buffer.of(SEALED_FILE_V1), iv]);
      return Buffer.concat([head, cipher.update(data), cipher.final(), cipher.getAuthTag()]);
    },
    /** Opens what sealFile wrote; throws when it was altered, moved, or sealed with another key. */
    openFile(sealed: Uint8Array, boundTo: string): Buffer {
      if (!isSealedFile(sealed)) throw new Error('Not a sealed file');
      const version = sealed[SEALED_FILE_MAGIC.length];
      if (version !== SEALED_FILE_V1) throw new Error(`Unrecognized sealed file version ${version}`);
      if (sealed.length < SEALED_FILE_HEADER + TAG_BYTES) throw new Error('Truncated sealed file');
      const decipher = createDecipheriv('aes-256-gcm', fileKey, sealed.subarray(SEALED_FILE_MAGIC.length + 1, SEALED_FILE_HEADER));
      decipher.setAAD(Buffer.from(boundTo, 'utf8'));
      decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
      return Buffer.concat([decipher.update(sealed.subarray(SEALED_FILE_HEADER, sealed.length - TAG_BYTES)), decipher.final()]);
    },
    /** A keyed hash for looking up secrets (auth codes) without storing them in the clear. */
    hmac(label: string, value: string): string {
      return createHmac('sha256', macKey(label)).update(value).digest('base64url');
    },
  };
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

export function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}

export function generateMasterKey(): string {
  return randomBytes(32).toString('base64');
}
