import { z } from 'zod';
import { FIELD_MESSAGES } from '../domain/validation.js';

type Issue = z.core.$ZodRawIssue;

const noun = (expected: unknown) =>
  ({ string: 'text', number: 'a number', int: 'a whole number', boolean: 'yes or no', array: 'a list', object: 'a set of fields', date: 'a date' })[
    String(expected)
  ] ?? 'a valid value';

const FORMATS: Record<string, string> = {
  email: FIELD_MESSAGES.invalidEmail,
  url: 'Please enter a full web address (https://…)',
  regex: 'Not in the expected format',
  uuid: 'Not a valid identifier',
};

/**
 * What a person reads when a schema gives no message of its own. Zod's defaults ("Too small:
 * expected string to have >=20 characters") are for developers; these reach the web's forms and
 * banners through the server's 400 bodies and the web's own parsing, so they are plain sentences.
 */
export function humanIssueMessage(issue: Issue): string {
  const { code } = issue;
  if (code === 'invalid_type') return issue.input === undefined || issue.input === null ? FIELD_MESSAGES.required : `Must be ${noun(issue.expected)}`;
  if (code === 'too_small') {
    const min = Number(issue.minimum);
    if (issue.origin === 'string') return min <= 1 ? FIELD_MESSAGES.required : `Must be at least ${min} characters`;
    if (issue.origin === 'array' || issue.origin === 'set') return `Choose at least ${min}`;
    return issue.inclusive === false ? `Must be more than ${min}` : `Must be at least ${min}`;
  }
  if (code === 'too_big') {
    const max = Number(issue.maximum);
    if (issue.origin === 'string') return `At most ${max} characters`;
    if (issue.origin === 'array' || issue.origin === 'set') return `At most ${max} items`;
    return issue.inclusive === false ? `Must be less than ${max}` : `Must be at most ${max}`;
  }
  if (code === 'invalid_format') return FORMATS[String(issue.format)] ?? 'Not in the expected format';
  if (code === 'not_multiple_of') return `Must be a multiple of ${String(issue.divisor)}`;
  if (code === 'invalid_value') return 'Choose one of the allowed values';
  if (code === 'unrecognized_keys') return 'Has fields that are not allowed';
  return 'Not a valid value';
}

// Once per process, for every schema without its own message (server and web both import shared).
z.config({ customError: humanIssueMessage });
