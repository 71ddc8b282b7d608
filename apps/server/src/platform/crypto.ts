import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Field encryption (AES-256-GCM) and keyed hashes, all from one 32-byte master key.
 * Subkeys are derived with HKDF so that the encryption key is never used as an HMAC key.
 */
export type Crypto = ReturnType<typeof createCrypto>;

export function createCrypto(masterKeyBase64: string) {
  const master = Buffer.from(masterKeyBase64, 'base64');
  if (master.length !== 32) throw new Error('The encryption key must be 32 bytes');
  const subkey = (label: string) => Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), `parley:${label}`, 32));
  const encKey = subkey('field-encryption');
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
