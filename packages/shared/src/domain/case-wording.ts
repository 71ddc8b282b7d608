/**
 * Consumer spec 1: a case without a lawsuit speaks of a debt, a collections agency, a collector and
 * a creditor. One place names every label both ways, so no screen mixes the two vocabularies.
 */
export type CaseWording = {
  caseNoun: string;
  plaintiff: string;
  lawFirm: string;
  amount: string;
  caseNumber: string;
  state: string;
  lawyerEmail: string;
};

const LAWSUIT: CaseWording = {
  caseNoun: 'Lawsuit',
  plaintiff: 'Plaintiff',
  lawFirm: 'Law firm',
  amount: 'Lawsuit amount',
  caseNumber: 'Case number',
  state: 'State of the lawsuit',
  lawyerEmail: 'Lawyer email',
};

const COLLECTIONS: CaseWording = {
  caseNoun: 'Debt',
  plaintiff: 'Creditor Name',
  lawFirm: 'Collections Agency',
  amount: 'Amount in collections',
  caseNumber: 'File Number',
  state: 'State for the debt',
  lawyerEmail: 'Collector Email',
};

/** Both vocabularies, for a screen that shows them as messages in another language. */
export const CASE_WORDINGS = { lawsuit: LAWSUIT, collections: COLLECTIONS } as const;

export function caseWording(lawsuitExists: boolean): CaseWording {
  return lawsuitExists ? LAWSUIT : COLLECTIONS;
}
