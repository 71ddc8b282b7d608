import { z } from 'zod';
import { isIsoCalendarDate } from '../domain/payment-schedule.js';
import { EMAIL_MAX_LENGTH, FIELD_MESSAGES, isNameText, isValidEmail, normalizeEmail, PASSWORD_MAX_LENGTH, passwordProblem } from '../domain/validation.js';
// Plain-language defaults for every schema without a message of its own.
import './human-errors.js';

export const EmailSchema = z
  .string()
  .max(EMAIL_MAX_LENGTH, FIELD_MESSAGES.invalidEmail)
  .transform(normalizeEmail)
  .refine(isValidEmail, FIELD_MESSAGES.invalidEmail);

/**
 * Every person's or firm's name a request carries (first and last names, a plaintiff, a payee, a
 * typed signature): trimmed, at most `max` characters, one line with no control characters (CR/LF
 * would forge mail headers and log lines). Add `.min(1, message)` where the name is required.
 */
export const nameSchema = (max: number) => z.string().trim().max(max, `At most ${max} characters`).refine(isNameText, FIELD_MESSAGES.nameCharacters);

/** A password being checked at sign-in: any non-empty string within bounds. */
export const PasswordAttemptSchema = z.string().min(1, FIELD_MESSAGES.passwordRequired).max(PASSWORD_MAX_LENGTH);

/** A password being set: the length and common-password rules apply. */
export const NewPasswordSchema = z.string().superRefine((value, ctx) => {
  const problem = passwordProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

export const LINK_TOKEN_INVALID = 'This link is incomplete or has expired. Please ask for a new one.';

/**
 * Single-use tokens from emailed links: 43 base64url characters (256 bits). A token cut short (a
 * link broken over two lines in a mail) says so in the words of its page, never in zod's.
 */
export const linkTokenSchema = (invalid: string = LINK_TOKEN_INVALID) => z.string({ error: invalid }).min(20, invalid).max(200, invalid);
export const LinkTokenSchema = linkTokenSchema();

/** A real calendar date, `YYYY-MM-DD` (no 2027-02-30): the one date schema requests use. */
export const IsoCalendarDateSchema = z.string().max(10).refine(isIsoCalendarDate, 'Use a date like 2026-12-31');

export const OkSchema = z.object({ ok: z.literal(true) });

export const MessageSchema = z.object({ message: z.string() });

// ---- What PostgreSQL can store: one rule for every string and number a request carries ----

/** PostgreSQL's `integer`, the type of every id. */
export const PG_INTEGER_MAX = 2_147_483_647;

export const UNSTORABLE_TEXT_MESSAGE = 'Text must not contain NUL characters (U+0000) or unpaired surrogates';
export const NUMBER_TOO_LARGE_MESSAGE = 'The number is too large';

// PostgreSQL text cannot hold U+0000 (22P05/22021), and UTF-8 cannot encode half of a surrogate pair.
const UNSTORABLE_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isStorableText(value: string): boolean {
  return !UNSTORABLE_TEXT.test(value);
}

/**
 * The first value of a request that no column can take, with its path (`inputs.customer_name`): a
 * string or an object key holding NUL or a lone surrogate, or a number beyond ±2^53 (1e22,
 * 99999999999999999999), which no integer or bigint column holds and JavaScript cannot count exactly.
 * Ids are bounded further by their schemas (PG_INTEGER_MAX).
 */
export function findUnstorableValue(value: unknown): { path: string; message: string } | null {
  // A loop, not recursion, and paths linked to their parents: a 1 MB body may nest very deep.
  type Node = { value: unknown; key?: string; parent?: Node };
  const at = (node: Node, key?: string) => {
    const keys = key === undefined ? [] : [key];
    for (let n: Node | undefined = node; n?.key !== undefined; n = n.parent) keys.unshift(n.key);
    return keys.map((k) => k.replace(new RegExp(UNSTORABLE_TEXT, 'g'), '\ufffd')).join('.');
  };
  const pending: Node[] = [{ value }];
  for (let node = pending.pop(); node; node = pending.pop()) {
    const v = node.value;
    if (typeof v === 'string') {
      if (!isStorableText(v)) return { path: at(node), message: UNSTORABLE_TEXT_MESSAGE };
    } else if (typeof v === 'number') {
      if (Math.abs(v) > Number.MAX_SAFE_INTEGER) return { path: at(node), message: NUMBER_TOO_LARGE_MESSAGE };
    } else if (typeof v === 'object' && v !== null && !ArrayBuffer.isView(v)) {
      const entries = Object.entries(v);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i] as [string, unknown];
        if (!isStorableText(key)) return { path: at(node, key), message: UNSTORABLE_TEXT_MESSAGE };
        pending.push({ value: child, key, parent: node });
      }
    }
  }
  return null;
}
