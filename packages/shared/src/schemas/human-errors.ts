import { z } from 'zod';
import { FIELD_MESSAGES } from '../domain/validation.js';

type Issue = z.core.$ZodRawIssue;

/**
 * Every sentence below, once: `{min}`, `{max}` and `{divisor}` are the schema's numbers. The web
 * translates them as it does the server's other texts (apps/web/src/i18n/server-messages.ts).
 */
export const HUMAN_ISSUE_MESSAGES = {
  mustBeText: 'Must be text',
  mustBeNumber: 'Must be a number',
  mustBeWholeNumber: 'Must be a whole number',
  mustBeYesOrNo: 'Must be yes or no',
  mustBeList: 'Must be a list',
  mustBeFields: 'Must be a set of fields',
  mustBeDate: 'Must be a date',
  mustBeValid: 'Must be a valid value',
  atLeastCharacters: 'Must be at least {min} characters',
  chooseAtLeast: 'Choose at least {min}',
  moreThan: 'Must be more than {min}',
  atLeast: 'Must be at least {min}',
  atMostCharacters: 'At most {max} characters',
  atMostItems: 'At most {max} items',
  lessThan: 'Must be less than {max}',
  atMost: 'Must be at most {max}',
  url: 'Please enter a full web address (https://…)',
  format: 'Not in the expected format',
  uuid: 'Not a valid identifier',
  multipleOf: 'Must be a multiple of {divisor}',
  allowedValues: 'Choose one of the allowed values',
  unrecognizedKeys: 'Has fields that are not allowed',
  invalid: 'Not a valid value',
} as const;

const H = HUMAN_ISSUE_MESSAGES;
const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));

const MUST_BE: Record<string, string> = {
  string: H.mustBeText,
  number: H.mustBeNumber,
  int: H.mustBeWholeNumber,
  boolean: H.mustBeYesOrNo,
  array: H.mustBeList,
  object: H.mustBeFields,
  date: H.mustBeDate,
};

const FORMATS: Record<string, string> = {
  email: FIELD_MESSAGES.invalidEmail,
  url: H.url,
  regex: H.format,
  uuid: H.uuid,
};

/**
 * What a person reads when a schema gives no message of its own. Zod's defaults ("Too small:
 * expected string to have >=20 characters") are for developers; these reach the web's forms and
 * banners through the server's 400 bodies and the web's own parsing, so they are plain sentences.
 */
export function humanIssueMessage(issue: Issue): string {
  const { code } = issue;
  if (code === 'invalid_type')
    return issue.input === undefined || issue.input === null ? FIELD_MESSAGES.required : (MUST_BE[String(issue.expected)] ?? H.mustBeValid);
  if (code === 'too_small') {
    const min = Number(issue.minimum);
    if (issue.origin === 'string') return min <= 1 ? FIELD_MESSAGES.required : fill(H.atLeastCharacters, { min });
    if (issue.origin === 'array' || issue.origin === 'set') return fill(H.chooseAtLeast, { min });
    return fill(issue.inclusive === false ? H.moreThan : H.atLeast, { min });
  }
  if (code === 'too_big') {
    const max = Number(issue.maximum);
    if (issue.origin === 'string') return fill(H.atMostCharacters, { max });
    if (issue.origin === 'array' || issue.origin === 'set') return fill(H.atMostItems, { max });
    return fill(issue.inclusive === false ? H.lessThan : H.atMost, { max });
  }
  if (code === 'invalid_format') return FORMATS[String(issue.format)] ?? H.format;
  if (code === 'not_multiple_of') return fill(H.multipleOf, { divisor: String(issue.divisor) });
  if (code === 'invalid_value') return H.allowedValues;
  if (code === 'unrecognized_keys') return H.unrecognizedKeys;
  return H.invalid;
}

// Once per process, for every schema without its own message (server and web both import shared).
z.config({ customError: humanIssueMessage });
