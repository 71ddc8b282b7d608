/// <reference types="vite/client" />
import {
  CONSUMER_MESSAGES,
  ConsumerPasswordResetRequestSchema,
  ConsumerPasswordResetSchema,
  ConsumerSignInInputSchema,
  ConsumerSignUpInputSchema,
  PASSWORD_MESSAGES,
  PROFILE_MESSAGES,
  profileUpdateErrors,
  SIGNATURE_MESSAGES,
  SignAgreementInputSchema,
} from '@parley/shared';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { NETWORK_ERROR_MESSAGE, UNEXPECTED_ERROR_MESSAGE } from '../../src/api/errors';
import { messages as spanish } from '../../src/i18n/es/index';
import { translateFieldErrors, translateServerText } from '../../src/i18n/server-messages';

// A missing translation shows as the English text, which the tests below catch; no console noise.
const quiet = () => undefined;
const es = createIntl({ locale: 'es-US', messages: spanish, onError: quiet });
const en = createIntl({ locale: 'en-US', onError: quiet });

/** Every message a schema gives for these inputs. */
function schemaMessages(schema: { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } } }, inputs: unknown[]): string[] {
  return inputs.flatMap((input) => schema.safeParse(input).error?.issues.map((i) => i.message) ?? []);
}

const TOKEN = 'a'.repeat(43);
/** What the account forms can show under a field: the schemas' and the profile rules' messages for bad input. */
const FIELD_MESSAGES_SEEN = [
  ...schemaMessages(ConsumerSignUpInputSchema, [
    { user: { first_name: '', last_name: ' ', email: 'nope', password: 'short', password_confirmation: 'short' } },
    { user: { first_name: 'A\u0007', last_name: 'B', email: 'a@b.co', password: 'password1234', password_confirmation: 'password1234' } },
    { user: { first_name: 'Ann', last_name: 'Lee', email: 'a@b.co', password: 'Parley-demo-2026!', password_confirmation: 'other-pass-2026!' } },
    { user: { first_name: 'Ann', last_name: 'Lee', email: 'a@b.co', password: 'x'.repeat(200), password_confirmation: 'x'.repeat(200) } },
  ]),
  ...schemaMessages(ConsumerSignInInputSchema, [{ user: { email: '', password: '' } }]),
  // The signing form (issue 37.3): a blank name, no consent.
  ...schemaMessages(SignAgreementInputSchema, [{ typed_name: '  ' }]),
  ...schemaMessages(ConsumerPasswordResetRequestSchema, [{ user: { email: 'not an email' } }]),
  ...schemaMessages(ConsumerPasswordResetSchema, [
    { user: { reset_password_token: 'short', password: 'short', password_confirmation: '' } },
    { user: { reset_password_token: TOKEN, password: 'Parley-demo-2026!', password_confirmation: 'Parley-demo-2027!' } },
  ]),
  ...Object.values(
    profileUpdateErrors(
      {
        first_name: ' ',
        last_name: '',
        metadata: { address_line1: '', city: '', state: '', zip_code: '123', birthdate: '2020-01-01', ssn: '12', ssn_last_four: '1' },
        current_password: '',
        password: 'short',
      },
      { today: new Date('2026-11-26'), isOauthUser: false },
    ),
  ),
  ...Object.values(
    profileUpdateErrors(
      { first_name: 'A', last_name: 'B', metadata: { birthdate: '1800-01-01' }, password: 'x' },
      { today: new Date('2026-11-26'), isOauthUser: true },
    ),
  ),
];

describe('the server’s and the forms’ English texts', () => {
  it('sees the field messages it means to check (the inputs above still break the rules)', () => {
    expect(FIELD_MESSAGES_SEEN.length).toBeGreaterThan(15);
  });

  it.each([
    ...Object.entries(CONSUMER_MESSAGES).map(([k, v]) => [`CONSUMER_MESSAGES.${k}`, v]),
    ...Object.entries(PROFILE_MESSAGES).map(([k, v]) => [`PROFILE_MESSAGES.${k}`, v]),
    ...Object.entries(PASSWORD_MESSAGES).map(([k, v]) => [`PASSWORD_MESSAGES.${k}`, v]),
    ...Object.entries(SIGNATURE_MESSAGES).map(([k, v]) => [`SIGNATURE_MESSAGES.${k}`, v]),
    ['NETWORK_ERROR_MESSAGE', NETWORK_ERROR_MESSAGE],
    ['UNEXPECTED_ERROR_MESSAGE', UNEXPECTED_ERROR_MESSAGE],
    ...[...new Set(FIELD_MESSAGES_SEEN)].map((text) => [`field message "${text}"`, text]),
  ])('have Spanish: %s', (_name, english) => {
    const translated = translateServerText(es, english);
    expect(translated).not.toBe(english);
    expect(translated.length).toBeGreaterThan(0);
    // In English the text is shown exactly as the server sent it.
    expect(translateServerText(en, english)).toBe(english);
  });

  it('leave a text they do not know as it came', () => {
    expect(translateServerText(es, 'Offer 2 is invalid: the tiers miss the total')).toBe('Offer 2 is invalid: the tiers miss the total');
    expect(translateServerText(es, null)).toBeNull();
  });

  it('translate a form’s field messages, keeping their fields', () => {
    expect(translateFieldErrors(es, { 'user.password_confirmation': PASSWORD_MESSAGES.mismatch, 'user.email': 'Something new' })).toEqual({
      'user.password_confirmation': 'Las contraseñas no coinciden',
      'user.email': 'Something new',
    });
  });
});
