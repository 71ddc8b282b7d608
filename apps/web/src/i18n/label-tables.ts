import type { MessageDescriptor } from 'react-intl';
import { CASE_WORDING_MESSAGES } from '../consumer/dashboard/case-wording-messages';
import { SERVER_MESSAGE_TABLES } from './server-messages';

/**
 * Every shared label table the consumer app shows through `labelMessages`, so the catalog test
 * can check each of its ids has a Spanish translation. Add yours here: `{ ...labelMessages(…) }`.
 */
export const LABEL_TABLES: Record<string, Record<string, MessageDescriptor>> = {
  ...SERVER_MESSAGE_TABLES,
  caseWordingLawsuit: CASE_WORDING_MESSAGES.lawsuit,
  caseWordingCollections: CASE_WORDING_MESSAGES.collections,
};
