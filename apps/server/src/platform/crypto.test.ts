import { describe, expect, it } from 'vitest';
import { createCrypto, generateMasterKey } from './crypto.js';

describe('field encryption', () => {
  const crypto = createCrypto(generateMasterKey());

  it('round-trips and never repeats a ciphertext', () => {
    const a = crypto.encrypt('123-45-6789');
    expect(crypto.decrypt(a)).toBe('123-45-6789');
    expect(crypto.encrypt('123-45-6789')).not.toBe(a);
    expect(a).not.toContain('6789');
  });

  it('gives every encryption a 12-byte IV of its own, across refills of its random pool', () => {
    const sealed = Array.from({ length: 1000 }, (_, i) => crypto.encrypt(`ssn ${i}`));
    const ivs = sealed.map((s) => s.split('.')[1] ?? '');
    expect(ivs.every((iv) => Buffer.from(iv, 'base64url').length === 12)).toBe(true);
    expect(new Set(ivs).size).toBe(1000);
    expect(sealed.map((s) => crypto.decrypt(s))).toEqual(sealed.map((_, i) => `ssn ${i}`));
  });

  it('detects tampering', () => {
    const sealed = crypto.encrypt('021000021');
    const parts = sealed.split('.');
    const ct = Buffer.from(parts[3] ?? '', 'base64url');
    ct[0] = (ct[0] ?? 0) ^ 1;
    parts[3] = ct.toString('base64url');
    expect(() => crypto.decrypt(parts.join('.'))).toThrow();
  });

  it('refuses another key', () => {
    const other = createCrypto(generateMasterKey());
    expect(() => other.decrypt(crypto.encrypt('secret'))).toThrow();
  });

  it('keys its hashes by label', () => {
    expect(crypto.hmac('a', 'x')).toBe(crypto.hmac('a', 'x'));
    expect(crypto.hmac('a', 'x')).not.toBe(crypto.hmac('b', 'x'));
  });
});
