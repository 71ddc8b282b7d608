import type { MessageDescriptor } from 'react-intl';

/**
 * Every shared label table the consumer app shows through `labelMessages`, so the catalog test
 * can check each of its ids has a Spanish translation. Add yours here: `{ ...labelMessages(…) }`.
 */
export const LABEL_TABLES: Record<string, Record<string, MessageDescriptor>> = {};
