import { DISPUTE_REASON_LABELS, ESIGN_CONSENT_TEXT, ITEMIZATION_DATE_LABELS } from '@parley/shared';
import type { MessageDescriptor } from 'react-intl';
import { CASE_WORDING_MESSAGES } from '../consumer/dashboard/case-wording-messages';
import { DETAILS_FIELD_NAMES, INTAKE_TABLES } from '../consumer/intake/intake-words';
import { labelMessages } from './label-messages';
import { SERVER_MESSAGE_TABLES } from './server-messages';

/**
 * Every shared label table the consumer app shows through `labelMessages`, so the catalog test
 * can check each of its ids has a Spanish translation. Add yours here: `{ ...labelMessages(…) }`.
 */
export const LABEL_TABLES: Record<string, Record<string, MessageDescriptor>> = {
  ...SERVER_MESSAGE_TABLES,
  caseWordingLawsuit: CASE_WORDING_MESSAGES.lawsuit,
  caseWordingCollections: CASE_WORDING_MESSAGES.collections,
  // cases and intake
  disputeReasons: labelMessages('dispute.reason', DISPUTE_REASON_LABELS),
  itemizationDates: labelMessages('notice.itemizationDate', ITEMIZATION_DATE_LABELS),
  esignConsent: labelMessages('offers.sign', { consent: ESIGN_CONSENT_TEXT }),
  ...Object.fromEntries(Object.entries(INTAKE_TABLES).map(([name, table]) => [`intake.${name}`, table])),
  intakeDetailsFields: DETAILS_FIELD_NAMES,
};
