import type { MessageDescriptor } from 'react-intl';

/**
 * A label table that lives in `@parley/shared` (one truth for its English words, which the server
 * and the collector portal use too) as messages: `labelMessages('stage', STAGE_LABELS).answered`
 * is `{ id: 'stage.answered', defaultMessage: STAGE_LABELS.answered }`. The Spanish is in the
 * catalog under those ids; list the table in `label-tables.ts` so the catalog test checks it.
 */
export function labelMessages<K extends string>(prefix: string, table: Readonly<Record<K, string>>): Record<K, MessageDescriptor> {
  return Object.fromEntries(Object.entries<string>(table).map(([key, english]) => [key, { id: `${prefix}.${key}`, defaultMessage: english }])) as Record<
    K,
    MessageDescriptor
  >;
}
