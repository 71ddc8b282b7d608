import { BANK_MESSAGES } from '@parley/shared';
import { labelMessages } from '../../i18n/label-messages';

/** The bank connection's texts (consumer spec 4, collector spec 4 banner) in the page's language; their English lives in @parley/shared. */
export const bankText = labelMessages('bank.message', BANK_MESSAGES);
