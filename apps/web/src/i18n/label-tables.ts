import { DISPUTE_REASON_LABELS, ESIGN_CONSENT_TEXT, ITEMIZATION_DATE_LABELS } from '@parley/shared';
import type { MessageDescriptor } from 'react-intl';
import { bankText } from '../consumer/bank-link/bank-text';
import { EVENT_MESSAGES } from '../consumer/cases/case-words';
import { creditText, factorText, scoreBandText, tierText } from '../consumer/credit-report/credit-text';
import { CASE_WORDING_MESSAGES } from '../consumer/dashboard/case-wording-messages';
import { DOCUMENT_TABLES } from '../consumer/dashboard/document-words';
import { budgetCategoryText, payFrequencyText } from '../consumer/financial-report/report-text';
import { DETAILS_FIELD_NAMES, INTAKE_TABLES } from '../consumer/intake/intake-words';
import { autopayText, paymentDateStatusText } from '../consumer/payment-plan/payment-messages';
import { aiEditorText, documentNameText, optionHighText, optionLabelText, optionLowText } from '../editor/editor-text';
import { pilotText, progressText, toastText } from '../pilot/pilot-text';
import { CASE_CHANGE_TABLES } from '../ui/case-change-words';
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
  ...Object.fromEntries(Object.entries(DOCUMENT_TABLES).map(([name, table]) => [`dashboard.${name}`, table])),
  // cases and intake
  caseEvents: EVENT_MESSAGES,
  caseChangeSubjects: CASE_CHANGE_TABLES.subjects,
  caseChangeKinds: CASE_CHANGE_TABLES.kinds,
  disputeReasons: labelMessages('dispute.reason', DISPUTE_REASON_LABELS),
  itemizationDates: labelMessages('notice.itemizationDate', ITEMIZATION_DATE_LABELS),
  esignConsent: labelMessages('offers.sign', { consent: ESIGN_CONSENT_TEXT }),
  ...Object.fromEntries(Object.entries(INTAKE_TABLES).map(([name, table]) => [`intake.${name}`, table])),
  intakeDetailsFields: DETAILS_FIELD_NAMES,
  // payments, reports, bank, Ask Solo, editor
  autopayText,
  paymentDateStatusText,
  creditText,
  factorText,
  tierText,
  scoreBandText,
  bankText,
  payFrequencyText,
  budgetCategoryText,
  pilotText,
  toastText,
  progressText,
  aiEditorText,
  documentNameText,
  optionLabelText,
  optionLowText,
  optionHighText,
};
