import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { summaryFieldError } from '../domain/intake.js';
import { FIELD_MESSAGES } from '../domain/validation.js';
import { nameSchema } from './common.js';
import { ConsumerSignUpInputSchema } from './consumer-auth.js';
import { BankAccountInputSchema, FirmPaymentDetailsSchema } from './firm-settings.js';
import { SaveLawFirmInputSchema, SavePlaintiffInputSchema } from './intake.js';
import { NewSettlementCaseInputSchema, SignAgreementInputSchema, UpdatePaymentDetailsInputSchema } from './negotiation.js';
import { PortfolioRowSchema } from './portfolio.js';
import { ProfileUpdateInputSchema } from './profile.js';

// Issue 33.11: a CR/LF in a name forged lines in mail headers, logs and exports.

const HOSTILE_NAMES = [
  ['CR LF and a header', 'Jordan\r\nBcc: everyone@example.test'],
  ['a line feed', 'Jordan\nMiller'],
  ['a tab', 'Jordan\tMiller'],
  ['NUL', 'Jordan\u0000'],
  ['escape (an ANSI sequence)', 'Jordan\u001b[2J'],
  ['DEL', 'Jordan\u007f'],
  ['next line (C1)', 'Jordan\u0085Miller'],
  ['the line separator', 'Jordan\u2028Miller'],
  ['the paragraph separator', 'Jordan\u2029Miller'],
  ['a right-to-left override', 'Jordan\u202eefil'],
  ['a bidi isolate', 'Jordan\u2066Miller\u2069'],
  ['a lone surrogate', 'Jordan\ud800'],
] as const;

const FAIR_NAMES = ["Zoë O'Brien-Núñez", '李小龙', 'Ana María de la Cruz', 'Smith & Jones, P.C.', 'محمد', '👩‍👩‍👧 family'];

/** Every name field a request carries: its schema, a body holding `name` there, and its path. */
const NAME_FIELDS: [string, z.ZodType, (name: string) => unknown, string][] = [
  ['sign-up first name', ConsumerSignUpInputSchema, (n) => ({ user: { first_name: n } }), 'user.first_name'],
  ['sign-up last name', ConsumerSignUpInputSchema, (n) => ({ user: { last_name: n } }), 'user.last_name'],
  ['profile first name', ProfileUpdateInputSchema, (n) => ({ user: { first_name: n } }), 'user.first_name'],
  ['profile last name', ProfileUpdateInputSchema, (n) => ({ user: { last_name: n } }), 'user.last_name'],
  ['bank account holder', BankAccountInputSchema, (n) => ({ account_name: n }), 'account_name'],
  ["firm's payee", FirmPaymentDetailsSchema, (n) => ({ payee: n }), 'payee'],
  ["firm's mailing name", FirmPaymentDetailsSchema, (n) => ({ mailing_name: n }), 'mailing_name'],
  ['intake law firm', SaveLawFirmInputSchema, (n) => ({ law_firm_name: n }), 'law_firm_name'],
  ['intake plaintiff', SavePlaintiffInputSchema, (n) => ({ plaintiff_name: n }), 'plaintiff_name'],
  ['new case law firm', NewSettlementCaseInputSchema, (n) => ({ law_firm_name: n }), 'law_firm_name'],
  ['new case plaintiff', NewSettlementCaseInputSchema, (n) => ({ plaintiff_name: n }), 'plaintiff_name'],
  ['typed signature', SignAgreementInputSchema, (n) => ({ typed_name: n }), 'typed_name'],
  ["account's payee", UpdatePaymentDetailsInputSchema, (n) => ({ payee: n }), 'payee'],
  ["account's recipient", UpdatePaymentDetailsInputSchema, (n) => ({ recipient: n }), 'recipient'],
  ['portfolio consumer', PortfolioRowSchema, (n) => ({ customer_name: n }), 'customer_name'],
  ['portfolio creditor', PortfolioRowSchema, (n) => ({ plaintiff_name: n }), 'plaintiff_name'],
];

const messageAt = (schema: z.ZodType, body: unknown, path: string) =>
  schema
    .safeParse(body)
    .error?.issues.filter((issue) => issue.path.join('.') === path)
    .map((issue) => issue.message) ?? [];

describe('names hold no control characters', () => {
  it.each(HOSTILE_NAMES)('nameSchema refuses %s, saying why', (_what, name) => {
    const parsed = nameSchema(200).safeParse(name);
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([FIELD_MESSAGES.nameCharacters]);
  });

  it.each(FAIR_NAMES)('nameSchema takes %s', (name) => {
    expect(nameSchema(200).safeParse(name)).toEqual({ success: true, data: name });
  });

  it.each(NAME_FIELDS)('the %s refuses every hostile name with the names message', (_what, schema, body, path) => {
    for (const [what, name] of HOSTILE_NAMES) expect(messageAt(schema, body(name), path), what).toContain(FIELD_MESSAGES.nameCharacters);
    for (const name of FAIR_NAMES) expect(messageAt(schema, body(name), path), name).toEqual([]);
  });

  it.each(['customer_name', 'plaintiff_name', 'law_firm_name'] as const)('the intake summary refuses a hostile %s', (field) => {
    const context = { lawsuitExists: true, states: ['TX'] };
    for (const [what, name] of HOSTILE_NAMES) expect(summaryFieldError(field, name, context), what).toBe(FIELD_MESSAGES.nameCharacters);
    for (const name of FAIR_NAMES) expect(summaryFieldError(field, name, context), name).toBeNull();
  });
});
