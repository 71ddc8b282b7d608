import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPrintableText, isSitePath, isValidEmail, normalizeEmail, PASSWORD_MESSAGES, passwordProblem } from './validation.js';

describe('isValidEmail', () => {
  it.each(['a@b.co', 'first.last+tag@sub.example.test', 'ADMIN@DEMO-LAW.TEST'])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });
  it.each(['', 'plain', 'a@b', '@b.co', 'a@.co.', 'a b@c.de', 'a@b.co\u0000', `${'a'.repeat(250)}@b.co`])('refuses %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
  it('normalizes case and surrounding space', () => {
    expect(normalizeEmail('  Admin@Demo-Law.TEST ')).toBe('admin@demo-law.test');
  });
  it('never accepts a string without exactly the shape local@domain.tld', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        if (isValidEmail(s)) expect(s).toMatch(/^[^\s@]+@[^\s@]+\.[^\s@]+$/);
      }),
    );
  });
});

describe('passwordProblem', () => {
  it('refuses passwords shorter than 12 characters', () => {
    expect(passwordProblem('elevenchars')).toBe(PASSWORD_MESSAGES.tooShort);
    expect(passwordProblem('twelve-chars')).toBeNull();
  });
  it('refuses common passwords whatever their case', () => {
    expect(passwordProblem('Password1234')).toBe(PASSWORD_MESSAGES.common);
    expect(passwordProblem('PASSWORD1234')).toBe(PASSWORD_MESSAGES.common);
    expect(passwordProblem('aaaaaaaaaaaaaaa')).toBe(PASSWORD_MESSAGES.common);
  });
  it('refuses passwords over 128 characters', () => {
    expect(passwordProblem(`${'x'.repeat(129)}y`)).toBe(PASSWORD_MESSAGES.tooLong);
  });
  it('accepts any long enough unusual password', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 12, maxLength: 128 }).filter((s) => new Set(s).size > 3),
        (s) => {
          expect([null, PASSWORD_MESSAGES.common]).toContain(passwordProblem(s));
        },
      ),
    );
  });
});

describe('isPrintableText', () => {
  it('allows newlines and tabs but no NUL or other control characters', () => {
    expect(isPrintableText('line one\nline\ttwo')).toBe(true);
    expect(isPrintableText('nul\u0000')).toBe(false);
    expect(isPrintableText('bell\u0007')).toBe(false);
  });
});

// Issue 33.11: `/.//evil.example` passed as a path of this site and, resolved, sent the browser away after sign-in.
describe('isSitePath', () => {
  it.each([
    '//evil.example',
    '/.//evil.example',
    '/\\evil.example',
    '/%2F%2Fevil.example',
    '/%2f%2fevil.example',
    '/%5Cevil.example',
    'https://evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/../..//evil.example',
    '/a/..//evil.example',
    '/%2e%2e//evil.example',
    '/.%2e//evil.example',
    '/\u2028/evil.example',
    'javascript:alert(1)',
    'evil.example',
    '',
  ])('refuses %j', (path) => expect(isSitePath(path)).toBe(false));

  it.each([
    '/',
    '/my_dashboard?activeTab=cases',
    '/collectors/accounts?filters[search]=smith&num_pages=2',
    '/blog/a-post#comments',
    '/x/.//y',
    '/search?next=%2Fhome',
  ])('takes %j', (path) => expect(isSitePath(path)).toBe(true));
});
