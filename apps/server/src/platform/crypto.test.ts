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
