import type { MessageDescriptor } from 'react-intl';

/**
 * `withValues(defineMessages({…}))`: messages that take values (`{amount}`, `{count, plural, …}`).
 * react-intl 12 types a literal descriptor as taking none, so `formatMessage(m.x, { amount })`
 * would not compile; this keeps the keys and lets each call pass its values.
 */
export const withValues = <K extends string>(messages: Record<K, MessageDescriptor>): Record<K, MessageDescriptor> => messages;
