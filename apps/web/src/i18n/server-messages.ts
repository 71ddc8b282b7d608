import {
  CHAT_MESSAGES,
  CONSUMER_MESSAGES,
  DISCLOSURE_LINES,
  FIELD_MESSAGES,
  HUMAN_ISSUE_MESSAGES,
  LINK_TOKEN_INVALID,
  MAILING_ADDRESS_MESSAGES,
  PASSWORD_MESSAGES,
  PAYMENT_PLAN_NOT_STARTED,
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
  plan: labelMessages('pay.plan', { notStarted: PAYMENT_PLAN_NOT_STARTED }),
  // The fixed lines a firm's move carries (the firm's own added lines are shown as written).
  disclosure: labelMessages('cases.disclosure', DISCLOSURE_LINES),
  issue: labelMessages('errors.issue', HUMAN_ISSUE_MESSAGES),
  client: labelMessages('errors.client', { network: NETWORK_ERROR_MESSAGE, unexpected: UNEXPECTED_ERROR_MESSAGE, linkToken: LINK_TOKEN_INVALID }),
};

/** English text → its message. Where two tables hold one text (the ZIP rule), either id translates it. */
const BY_ENGLISH = new Map<string, MessageDescriptor>(
  Object.values(SERVER_MESSAGE_TABLES).flatMap((table) => Object.values<MessageDescriptor>(table).map((d) => [String(d.defaultMessage), d] as const)),
);

/**
 * A text with numbers in it ("Must be more than 0"): its template's message and the numbers, read
 * back with a pattern made from the template.
 */
const TEMPLATES = Object.values(SERVER_MESSAGE_TABLES)
  .flatMap((table) => Object.values<MessageDescriptor>(table))
  .filter((d) => /\{\w+\}/.test(String(d.defaultMessage)))
  .map((d) => {
    const english = String(d.defaultMessage);
    const names = [...english.matchAll(/\{(\w+)\}/g)].map((x) => x[1] as string);
    const pattern = english
      .split(/\{\w+\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('(.+?)');
    return { descriptor: d, names, pattern: new RegExp(`^${pattern}$`) };
  });

function fromTemplate(intl: IntlShape, text: string): string | null {
  for (const t of TEMPLATES) {
    const match = t.pattern.exec(text);
    if (match) return intl.formatMessage(t.descriptor, Object.fromEntries(t.names.map((name, i) => [name, match[i + 1]])));
  }
  return null;
}

/** The server's (or the client's) English text in the reader's language; an unknown text as it is. */
export function translateServerText(intl: IntlShape, text: string): string;
export function translateServerText(intl: IntlShape, text: string | null | undefined): string | null | undefined;
export function translateServerText(intl: IntlShape, text: string | null | undefined): string | null | undefined {
  if (!text) return text;
  const descriptor = BY_ENGLISH.get(text);
  return descriptor ? intl.formatMessage(descriptor) : (fromTemplate(intl, text) ?? text);
}

/** Every field message of a form, translated. */
export function translateFieldErrors(intl: IntlShape, errors: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, translateServerText(intl, message)]));
}
