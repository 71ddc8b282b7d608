/** Pure validation rules shared by the forms (to guide) and the server (to enforce). */

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;

// A simple address pattern: something@something.tld, no spaces (collector spec 5, ACH form).
// Control characters are refused too: PostgreSQL cannot store NUL in text.
const EMAIL_PATTERN = /^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+\.[^\s@\p{Cc}]+$/u;

/** True when a string holds no control characters other than tab and newlines. */
export function isPrintableText(value: string): boolean {
  return !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(value);
}

/**
 * Issue 33.11: what a name (a person's, a firm's) may not hold. C0 and C1 controls (CR and LF forge
 * lines in mail headers, logs and CSV exports; tab breaks columns), the Unicode line and paragraph
 * separators, bidirectional overrides (they reorder what a reader sees), and lone surrogates.
 */
const NAME_CONTROL_CHARACTERS = /[\p{Cc}\p{Cs}\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;

/** True when a name is one line of visible text: no control characters (NAME_CONTROL_CHARACTERS). */
export function isNameText(value: string): boolean {
  return !NAME_CONTROL_CHARACTERS.test(value);
}

export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

// A stand-in origin: a path that resolves against it to another origin would leave this site.
const SITE_ORIGIN = 'https://site.invalid';

/**
 * A path of this origin, safe to redirect to. Issue 33.11: `/.//evil.example` passed a check of its
 * first characters, and a router resolving the dot segment sends the browser to `//evil.example`.
 * So the path is read the way a browser reads it (the URL API, against a stand-in origin): it must
 * stay on that origin and its resolved path must not begin `//`. Refused outright: backslashes
 * (browsers read `/\\host` as `//host`), control characters (the URL parser drops tabs and line
 * feeds, `/\t/host` is `//host`), and encoded slashes in the path (`%2F`, `%5C`), which a server or
 * router may decode into one. The web's return paths and the server's return URLs both use it.
 */
export function isSitePath(path: string): boolean {
  if (!path.startsWith('/') || /[\\\p{Cc}\u2028\u2029]/u.test(path)) return false;
  let url: URL;
  try {
    url = new URL(path, SITE_ORIGIN);
  } catch {
    return false;
  }
  return url.origin === SITE_ORIGIN && !url.pathname.startsWith('//') && !/%(2f|5c)/i.test(url.pathname);
}

export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/**
 * The most common passwords of public breach corpora that are also 12+ characters long
 * (shorter ones already fail the length rule). OWASP ASVS 5.0 2.1.7 asks for such a check;
 * the list is kept short and offline because this machine has no network to a breach API.
 */
const COMMON_PASSWORDS = new Set(
  [
    '123456789012',
    '1234567890123',
    '12345678901234',
    '123456123456',
    '111111111111',
    '000000000000',
    '123123123123',
    '123412341234',
    'qwertyuiopas',
    'qwertyuiop123',
    'qwerty123456',
    '1q2w3e4r5t6y',
    '1qaz2wsx3edc',
    'zaq12wsxcde3',
    'password1234',
    'password12345',
    'password123456',
    'passwordpassword',
    'password123!',
    'Password1234',
    'Password123!',
    'Password@123',
    'iloveyou1234',
    'letmein12345',
    'welcome12345',
    'Welcome12345',
    'welcome@1234',
    'administrator',
    'abcdefghijkl',
    'abc123abc123',
    'aaaaaaaaaaaa',
    'asdfghjkl123',
    'asdfasdfasdf',
    'qwertyqwerty',
    'monkey123456',
    'dragon123456',
    'football1234',
    'baseball1234',
    'sunshine1234',
    'princess1234',
    'trustno1trustno1',
    'changeme1234',
    'changeme123!',
    'p@ssw0rd1234',
    'P@ssw0rd1234',
    'P@ssword1234',
    'Passw0rd1234',
    'myspace12345',
    'computer1234',
    'superman1234',
    'starwars1234',
    'whatever1234',
    'internet1234',
    'qwerty1234567',
    'azertyuiop12',
    'parley123456',
    'parleyparley',
  ].map((p) => p.toLowerCase()),
);

/** The field messages of the account forms (sign-up, sign-in, reset, profile): one text each, which the web translates. */
export const FIELD_MESSAGES = {
  required: 'This field is required',
  invalidEmail: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  specialCharacters: 'Please remove special characters',
  notAllowedCharacters: 'Contains characters that are not allowed',
  nameCharacters: 'Names cannot contain line breaks, tabs or other control characters',
} as const;

export const PASSWORD_MESSAGES = {
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  common: 'This password is too common. Please choose a less predictable one.',
  mismatch: "Passwords don't match",
} as const;

/** Returns the first rule a new password breaks, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong;
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return PASSWORD_MESSAGES.common;
  if (/^(.)\1+$/.test(password)) return PASSWORD_MESSAGES.common;
  return null;
}
