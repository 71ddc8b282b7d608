/**
 * The states Parley prepares an Answer for, with the rules the Answer and its deadline follow.
 * Sources are the state rules of civil procedure and limitation statutes cited on each line; a
 * consumer is always told to check the deadline on their own summons, which governs.
 */
export type AnswerRule = {
  /** Days after service to answer. */
  days: number;
  /** Texas: the Monday next after the days expire (Tex. R. Civ. P. 99(b)). */
  mondayAfter?: boolean;
  citation: string;
};

export type Jurisdiction = {
  state: string;
  name: string;
  /** What the answer is called there. */
  answerTitle: string;
  answer: AnswerRule;
  /** Limitation period for a written contract or credit account, in years, and its statute. */
  limitationYears: number;
  limitationCitation: string;
  /** How a general denial is framed there. */
  generalDenial: string;
};

export const JURISDICTIONS: readonly Jurisdiction[] = [
  {
    state: 'AZ',
    name: 'Arizona',
    answerTitle: 'ANSWER',
    answer: { days: 20, citation: 'Ariz. R. Civ. P. 12(a)' },
    limitationYears: 6,
    limitationCitation: 'A.R.S. § 12-548',
    generalDenial: 'Defendant denies each allegation of the Complaint not expressly admitted below.',
  },
  {
    state: 'CA',
    name: 'California',
    answerTitle: 'ANSWER TO COMPLAINT (GENERAL DENIAL)',
    answer: { days: 30, citation: 'Cal. Code Civ. Proc. § 412.20(a)(3)' },
    limitationYears: 4,
    limitationCitation: 'Cal. Code Civ. Proc. § 337',
    generalDenial: 'Under Code of Civil Procedure section 431.30(d), Defendant generally denies each and every allegation of the Complaint.',
  },
  {
    state: 'FL',
    name: 'Florida',
    answerTitle: 'ANSWER AND AFFIRMATIVE DEFENSES',
    answer: { days: 20, citation: 'Fla. R. Civ. P. 1.140(a)' },
    limitationYears: 5,
    limitationCitation: 'Fla. Stat. § 95.11(2)(b)',
    generalDenial: 'Defendant denies each allegation of the Complaint not expressly admitted below and demands strict proof thereof.',
  },
  {
    state: 'GA',
    name: 'Georgia',
    answerTitle: 'ANSWER',
    answer: { days: 30, citation: 'O.C.G.A. § 9-11-12(a)' },
    limitationYears: 6,
    limitationCitation: 'O.C.G.A. § 9-3-24',
    generalDenial: 'Defendant denies each allegation of the Complaint not expressly admitted below.',
  },
  {
    state: 'IL',
    name: 'Illinois',
    answerTitle: 'ANSWER AND AFFIRMATIVE DEFENSES',
    answer: { days: 30, citation: 'Ill. S. Ct. R. 101(d)' },
    limitationYears: 5,
    limitationCitation: '735 ILCS 5/13-205',
    generalDenial: 'Defendant denies each allegation of the Complaint not expressly admitted below.',
  },
  {
    state: 'MI',
    name: 'Michigan',
    answerTitle: 'ANSWER AND AFFIRMATIVE DEFENSES',
    answer: { days: 21, citation: 'MCR 2.108(A)(1)' },
    limitationYears: 6,
    limitationCitation: 'MCL 600.5807(9)',
    generalDenial: 'Defendant denies each allegation of the Complaint not expressly admitted below, for the reason that it is untrue.',
  },
  {
    state: 'NC',
    name: 'North Carolina',
    answerTitle: 'ANSWER',
    answer: { days: 30, citation: 'N.C. R. Civ. P. 12(a)(1)' },
    limitationYears: 3,
    limitationCitation: 'N.C. Gen. Stat. § 1-52(1)',
    generalDenial: 'Defendant denies each allegation of the Complaint not expressly admitted below.',
  },
  {
    state: 'NJ',
    name: 'New Jersey',
    answerTitle: 'ANSWER AND SEPARATE DEFENSES',
    answer: { days: 35, citation: 'N.J. Ct. R. 4:6-1(a)' },
    limitationYears: 6,
    limitationCitation: 'N.J.S.A. 2A:14-1',
    generalDenial: 'Defendant denies each allegation of the Complaint not expressly admitted below.',
  },
  {
    state: 'NY',
    name: 'New York',
    answerTitle: 'VERIFIED ANSWER',
    answer: { days: 20, citation: 'N.Y. C.P.L.R. 320(a) (30 days when not served in person)' },
    limitationYears: 3,
    limitationCitation: 'N.Y. C.P.L.R. 214-i',
    generalDenial: 'Defendant denies each allegation of the Complaint not expressly admitted below.',
  },
  {
    state: 'OH',
    name: 'Ohio',
    answerTitle: 'ANSWER',
    answer: { days: 28, citation: 'Ohio Civ. R. 12(A)(1)' },
    limitationYears: 6,
    limitationCitation: 'Ohio Rev. Code § 2305.06',
    generalDenial: 'Defendant denies each allegation of the Complaint not expressly admitted below.',
  },
  {
    state: 'PA',
    name: 'Pennsylvania',
    answerTitle: 'ANSWER WITH NEW MATTER',
    answer: { days: 20, citation: 'Pa. R.C.P. 1026(a)' },
    limitationYears: 4,
    limitationCitation: '42 Pa. C.S. § 5525',
    generalDenial: 'Defendant denies each averment of the Complaint not expressly admitted below, and strict proof thereof is demanded.',
  },
  {
    state: 'TX',
    name: 'Texas',
    answerTitle: "DEFENDANT'S ORIGINAL ANSWER",
    answer: { days: 20, mondayAfter: true, citation: 'Tex. R. Civ. P. 99(b)' },
    limitationYears: 4,
    limitationCitation: 'Tex. Civ. Prac. & Rem. Code § 16.004',
    generalDenial: 'Under Rule 92 of the Texas Rules of Civil Procedure, Defendant generally denies each and every allegation of the Petition.',
  },
];

export const SUPPORTED_STATES: readonly string[] = JURISDICTIONS.map((j) => j.state);

export function jurisdictionOf(state: string | null | undefined): Jurisdiction | null {
  return JURISDICTIONS.find((j) => j.state === state) ?? null;
}

const addDays = (iso: string, days: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();

/**
 * The last day to answer: service date plus the state's days; Texas's Monday rule; a deadline on a
 * Saturday or Sunday moves to the Monday (court holidays are not known here: the summons governs).
 */
export function answerDeadline(state: string, servedOn: string): string | null {
  const j = jurisdictionOf(state);
  if (!j || !/^\d{4}-\d{2}-\d{2}$/.test(servedOn)) return null;
  let due = addDays(servedOn, j.answer.days);
  if (j.answer.mondayAfter) {
    do due = addDays(due, 1);
    while (weekday(due) !== 1);
    return due;
  }
  if (weekday(due) === 6) due = addDays(due, 2);
  else if (weekday(due) === 0) due = addDays(due, 1);
  return due;
}

/** Affirmative defenses, each asked as a plain-language question. */
export const DEFENSES = [
  {
    key: 'statute_of_limitations',
    question: 'Was your last payment on this debt a long time ago (more than a few years)?',
    title: 'Statute of limitations',
  },
  { key: 'lack_of_standing', question: 'Is the company suing you different from the one you owed originally?', title: 'Lack of standing' },
  { key: 'improper_service', question: 'Were the court papers left with someone else, mailed, or never handed to you?', title: 'Improper service of process' },
  { key: 'amount_disputed', question: 'Do you think the amount they claim is wrong, or includes fees you never agreed to?', title: 'Amount disputed' },
  { key: 'not_my_debt', question: 'Do you not recognise this debt at all, or could it be identity theft?', title: 'Not my debt' },
  { key: 'paid_or_settled', question: 'Did you already pay or settle this debt?', title: 'Payment or settlement' },
] as const;
export type DefenseKey = (typeof DEFENSES)[number]['key'];
