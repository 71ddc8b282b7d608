import { BUDGET_CATEGORY_LABELS, PAY_FREQUENCY_LABELS } from '@parley/shared';
import { labelMessages } from '../../i18n/label-messages';

/** Shared label tables the financial report shows (consumer spec 3, 9), in the page's language. */
export const payFrequencyText = labelMessages('report.payFrequency', PAY_FREQUENCY_LABELS);
export const budgetCategoryText = labelMessages('report.category', BUDGET_CATEGORY_LABELS);
