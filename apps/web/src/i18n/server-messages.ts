import {
  CHAT_MESSAGES,
  CONSUMER_MESSAGES,
  FIELD_MESSAGES,
  LINK_TOKEN_INVALID,
  MAILING_ADDRESS_MESSAGES,
  PASSWORD_MESSAGES,
  PROFILE_MESSAGES,
  SIGNATURE_MESSAGES,
} from '@parley/shared';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { NETWORK_ERROR_MESSAGE, UNEXPECTED_ERROR_MESSAGE } from '../api/client-messages';
import { labelMessages } from './label-messages';

/**
 * The server answers in English, with the texts of `@parley/shared` (CONSUMER_MESSAGES, the
 * schemas' field messages…), and the web's own client errors are English too. Each such text is a
 * message here, keyed by its English (the shared constant, never retyped), so a banner or a field
 * shows it in the reader's language. A text not in these tables (a sentence the server composed)
 * is shown as it came.
 */
export const SERVER_MESSAGE_TABLES = {
  consumer: labelMessages('errors.consumer', CONSUMER_MESSAGES),
  profile: labelMessages('errors.profile', PROFILE_MESSAGES),
  password: labelMessages('errors.password', PASSWORD_MESSAGES),
  field: labelMessages('errors.field', FIELD_MESSAGES),
  address: labelMessages('errors.address', MAILING_ADDRESS_MESSAGES),
  chat: labelMessages('errors.chat', CHAT_MESSAGES),
  signature: labelMessages('errors.signature', SIGNATURE_MESSAGES),
  client: labelMessages('errors.client', { network: NETWORK_ERROR_MESSAGE, unexpected: UNEXPECTED_ERROR_MESSAGE, linkToken: LINK_TOKEN_INVALID }),
};

/** English text → its message. Where two tables hold one text (the ZIP rule), either id translates it. */
const BY_ENGLISH = new Map<string, MessageDescriptor>(
  Object.values(SERVER_MESSAGE_TABLES).flatMap((table) => Object.values<MessageDescriptor>(table).map((d) => [String(d.defaultMessage), d] as const)),
);

/** The server's (or the client's) English text in the reader's language; an unknown text as it is. */
export function translateServerText(intl: IntlShape, text: string): string;
export function translateServerText(intl: IntlShape, text: string | null | undefined): string | null | undefined;
export function translateServerText(intl: IntlShape, text: string | null | undefined): string | null | undefined {
  if (!text) return text;
  const descriptor = BY_ENGLISH.get(text);
  return descriptor ? intl.formatMessage(descriptor) : text;
}

/** Every field message of a form, translated. */
export function translateFieldErrors(intl: IntlShape, errors: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, translateServerText(intl, message)]));
}
