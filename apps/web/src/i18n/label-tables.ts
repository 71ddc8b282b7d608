import type { MessageDescriptor } from 'react-intl';
import { bankText } from '../consumer/bank-link/bank-text';
import { creditText, factorText, scoreBandText, tierText } from '../consumer/credit-report/credit-text';
import { budgetCategoryText, payFrequencyText } from '../consumer/financial-report/report-text';
import { autopayText, paymentDateStatusText } from '../consumer/payment-plan/payment-messages';
import { aiEditorText, optionHighText, optionLabelText, optionLowText } from '../editor/editor-text';
import { pilotText, progressText, toastText } from '../pilot/pilot-text';

/**
 * Every shared label table the consumer app shows through `labelMessages`, so the catalog test
 * can check each of its ids has a Spanish translation. Add yours here: `{ ...labelMessages(…) }`.
 */
export const LABEL_TABLES: Record<string, Record<string, MessageDescriptor>> = {
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
  optionLabelText,
  optionLowText,
  optionHighText,
};
