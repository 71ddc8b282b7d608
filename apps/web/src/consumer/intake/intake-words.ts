import { type AnswerRule, caseLabels, DEADLINE_CAVEAT, DEBT_TYPES, DEFENSES, HARDSHIP_REASONS, INTAKE_MESSAGES } from '@parley/shared';
import { type IntlShape, type MessageDescriptor, useIntl } from 'react-intl';
import { labelMessages } from '../../i18n/label-messages';
import { INTAKE_NAMES } from './intake-names';

/**
 * The intake's words that live in `@parley/shared` (the server writes the same English into the
 * walk-through, its errors and the Answer), as messages: one label table per shared table, keyed as
 * the shared one is. tests/i18n/intake-words.test.ts pins the English of the sentences built here.
 */
const byKey = <T extends { key: string }, F extends keyof T>(rows: readonly T[], field: F) =>
  Object.fromEntries(rows.map((r) => [r.key, String(r[field])])) as Record<T['key'], string>;

type StaticMessageKey = { [K in keyof typeof INTAKE_MESSAGES]: (typeof INTAKE_MESSAGES)[K] extends string ? K : never }[keyof typeof INTAKE_MESSAGES];
const STATIC_MESSAGES = Object.fromEntries(Object.entries(INTAKE_MESSAGES).filter(([, v]) => typeof v === 'string')) as Record<StaticMessageKey, string>;

export const INTAKE_TABLES = {
  ...INTAKE_NAMES,
  lawsuitLabels: labelMessages('intake.label.lawsuit', caseLabels(true)),
  collectionLabels: labelMessages('intake.label.collection', caseLabels(false)),
  messages: labelMessages('intake.message', STATIC_MESSAGES),
  hardship: labelMessages('intake.hardship', byKey(HARDSHIP_REASONS, 'label')),
  debtTypes: labelMessages('intake.debtType', byKey(DEBT_TYPES, 'label')),
  defenseQuestions: labelMessages('intake.defense.question', byKey(DEFENSES, 'question')),
  defenseTitles: labelMessages('intake.defense.title', byKey(DEFENSES, 'title')),
  caveat: labelMessages('intake.deadline', { caveat: DEADLINE_CAVEAT }),
};

/** The sentences INTAKE_MESSAGES and deadlineText build from a value, with the same English. */
export const INTAKE_SENTENCES = {
  saved: { id: 'intake.message.saved', defaultMessage: '{label} saved successfully' },
  uploadType: { id: 'intake.message.uploadType', defaultMessage: "File type ({type}) isn't allowed." },
  selectFailed: {
    id: 'intake.message.selectFailed',
    defaultMessage: 'Failed to select {what, select, court {court} plaintiff {plaintiff} other {law firm}}...',
  },
  bySummons: { id: 'intake.deadline.bySummons', defaultMessage: 'By the return, appearance or hearing date printed on your summons ({citation}).' },
  mondayAfter: {
    id: 'intake.deadline.mondayAfter',
    defaultMessage: 'By 10:00 a.m. on the Monday after {days} days have passed since you were served ({citation}).',
  },
  within: {
    id: 'intake.deadline.within',
    defaultMessage:
      'Within {days} {counting, select, court_days {court days (weekends and court holidays not counted)} other {days}} after you were served{others} ({citation}).',
  },
  otherService: {
    id: 'intake.deadline.otherService',
    defaultMessage:
      '; {days} days if {how, select, mail {you were served by mail} outside_state {you were served outside the state} other {the papers were not handed to you in person}}',
  },
  yourName: { id: 'intake.label.yourName', defaultMessage: 'Your Name' },
} satisfies Record<string, MessageDescriptor>;

/** Names the details form lists in "Please fill in the following required fields: …" beside caseLabels'. */
export const DETAILS_FIELD_NAMES = labelMessages('intake.detailsField', {
  address: 'Address',
  phone: 'Phone Number',
  ssn: 'SSN',
  birthdate: 'Birthdate',
  court: 'Court',
  servedOn: 'Date served',
});

type Formatter = Pick<IntlShape, 'formatMessage'>;
type Labels = ReturnType<typeof caseLabels>;

/** deadlineText in the page's language. */
export function deadlineWords(intl: Formatter, rule: AnswerRule): string {
  if (rule.from === 'summons') return intl.formatMessage(INTAKE_SENTENCES.bySummons, { citation: rule.citation });
  if (rule.mondayAfter) return intl.formatMessage(INTAKE_SENTENCES.mondayAfter, { days: rule.days, citation: rule.citation });
  const others = Object.entries(rule.otherService ?? {})
    .map(([how, days]) => intl.formatMessage(INTAKE_SENTENCES.otherService, { days, how }))
    .join('');
  return intl.formatMessage(INTAKE_SENTENCES.within, { days: rule.days, counting: rule.counting, others, citation: rule.citation });
}

/** caseLabels in the page's language. */
export function caseLabelWords(intl: Formatter, lawsuitExists: boolean): Labels {
  const table = lawsuitExists ? INTAKE_TABLES.lawsuitLabels : INTAKE_TABLES.collectionLabels;
  return Object.fromEntries(Object.entries(table).map(([key, d]) => [key, intl.formatMessage(d)])) as Labels;
}

const KNOWN_NAMES: Record<string, MessageDescriptor> = Object.fromEntries(
  [INTAKE_TABLES.lawsuitLabels, INTAKE_TABLES.collectionLabels, DETAILS_FIELD_NAMES, { yourName: INTAKE_SENTENCES.yourName }].flatMap((table) =>
    Object.values<MessageDescriptor>(table).map((d) => [String(d.defaultMessage), d]),
  ),
);
const KNOWN_MESSAGES: Record<string, MessageDescriptor> = Object.fromEntries(
  Object.values<MessageDescriptor>(INTAKE_TABLES.messages).map((d) => [String(d.defaultMessage), d]),
);
function fieldNameWords(intl: Formatter, english: string): string {
  const known = KNOWN_NAMES[english];
  return known ? intl.formatMessage(known) : english;
}

const PRODUCT_BY_TITLE: Record<string, MessageDescriptor> = Object.fromEntries(
  Object.values<MessageDescriptor>(INTAKE_TABLES.products).map((d) => [String(d.defaultMessage), d]),
);
const UPLOAD_TYPE = /^File type \((.*)\) isn't allowed\.$/;
const SELECT_FAILED = /^Failed to select (court|law firm|plaintiff)\.\.\.$/;

/**
 * A message of the intake in the page's language: the ones the shared rules write (on this page or
 * in the server's answer) are known by their English; anything else is shown as it came.
 */
export function intakeMessageWords(intl: Formatter, text: string): string {
  const known = KNOWN_MESSAGES[text];
  if (known) return intl.formatMessage(known);
  const name = (n: string) => fieldNameWords(intl, n);
  for (const prefix of [INTAKE_MESSAGES.missingFields, INTAKE_MESSAGES.invalidFields]) {
    const d = KNOWN_MESSAGES[prefix];
    if (d && text.startsWith(prefix)) return intl.formatMessage(d) + text.slice(prefix.length).split(', ').map(name).join(', ');
  }
  const type = UPLOAD_TYPE.exec(text);
  if (type) return intl.formatMessage(INTAKE_SENTENCES.uploadType, { type: type[1] });
  const what = SELECT_FAILED.exec(text);
  if (what) return intl.formatMessage(INTAKE_SENTENCES.selectFailed, { what: what[1] });
  return text;
}

/** The intake's words, bound to the page's language. */
export function useIntakeWords() {
  const intl = useIntl();
  return {
    intl,
    labels: (lawsuitExists: boolean) => caseLabelWords(intl, lawsuitExists),
    /** A field's English name (caseLabels', the details form's) in the page's language. */
    fieldName: (english: string) => fieldNameWords(intl, english),
    message: (text: string) => intakeMessageWords(intl, text),
    saved: (label: string) => intl.formatMessage(INTAKE_SENTENCES.saved, { label }),
    deadline: (rule: AnswerRule) => deadlineWords(intl, rule),
    caveat: () => intl.formatMessage(INTAKE_TABLES.caveat.caveat),
    /** A product's title as the server names it ("Debt Answer"); other titles as they came. */
    productTitle: (title: string) => (PRODUCT_BY_TITLE[title] ? intl.formatMessage(PRODUCT_BY_TITLE[title]) : title),
  };
}
