import { CASE_CHANGE_ENGLISH, CASE_CHANGE_SUBJECTS, type CaseChangeKind, type CaseChangeSubject } from '@parley/shared';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { labelMessages } from '../i18n/label-messages';

/** A live change to a case (describeCaseChange's English) in the reader's language. */
export const CASE_CHANGE_TABLES = {
  subjects: labelMessages('caseChange.subject', CASE_CHANGE_SUBJECTS),
  kinds: labelMessages('caseChange.kind', CASE_CHANGE_ENGLISH),
};

const m = {
  sentence: { id: 'caseChange.sentence', defaultMessage: '{subject} {change}.' },
  named: { id: 'caseChange.named', defaultMessage: '{name}: {text}' },
} satisfies Record<string, MessageDescriptor>;

export type SaidChange = { subject: CaseChangeSubject | null; kind: CaseChangeKind; name: string | null };

export function sayChange(intl: Pick<IntlShape, 'formatMessage' | 'locale'>, change: SaidChange): string {
  const phrase = intl.formatMessage(CASE_CHANGE_TABLES.kinds[change.kind]);
  const text = change.subject
    ? intl.formatMessage(m.sentence, { subject: intl.formatMessage(CASE_CHANGE_TABLES.subjects[change.subject]), change: phrase })
    : `${phrase.charAt(0).toLocaleUpperCase(intl.locale)}${phrase.slice(1)}.`;
  return change.name ? intl.formatMessage(m.named, { name: change.name, text }) : text;
}
