import { CASE_WORDINGS, type CaseWording } from '@parley/shared';
import type { MessageDescriptor } from 'react-intl';
import { labelMessages } from '../../i18n/label-messages';

/** `caseWording` (consumer spec 1: a lawsuit's words, or a debt's) as messages. */
export const CASE_WORDING_MESSAGES = {
  lawsuit: labelMessages('dashboard.wording.lawsuit', CASE_WORDINGS.lawsuit),
  collections: labelMessages('dashboard.wording.collections', CASE_WORDINGS.collections),
} satisfies Record<keyof typeof CASE_WORDINGS, Record<keyof CaseWording, MessageDescriptor>>;

export function caseWordingMessages(lawsuitExists: boolean): Record<keyof CaseWording, MessageDescriptor> {
  return lawsuitExists ? CASE_WORDING_MESSAGES.lawsuit : CASE_WORDING_MESSAGES.collections;
}
