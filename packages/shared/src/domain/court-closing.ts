/**
 * Closing the court side of a settled lawsuit (issue 37.9). When a case in suit is paid off, the
 * settlement agreement binds the firm to end the lawsuit within DISMISSAL_DAYS of the final
 * payment: a stipulation of dismissal with prejudice, or, when a judgment was entered, a
 * satisfaction of that judgment. Parley prepares the paper from the case's facts, the firm files it
 * and says so, and the consumer sees whether it was filed. Which paper follows from one fact the
 * firm states (whether a judgment was entered); nothing else decides it.
 */

/** How soon after the final payment a pending lawsuit is dismissed, or its judgment satisfied (the agreement's promise). */
export const DISMISSAL_DAYS = 30;

export const COURT_CLOSING_KINDS = ['stipulation_of_dismissal', 'satisfaction_of_judgment'] as const;
export type CourtClosingKind = (typeof COURT_CLOSING_KINDS)[number];

export function courtClosingKind(judgmentEntered: boolean): CourtClosingKind {
  return judgmentEntered ? 'satisfaction_of_judgment' : 'stipulation_of_dismissal';
}

/** A case needs its court side closed once it is paid off, if it was a lawsuit with a case number. */
export function needsCourtClosing(c: { state: string; lawsuitExists: boolean; civilNumber: string | null }): boolean {
  return c.state === 'paid_off' && c.lawsuitExists && (c.civilNumber ?? '').trim() !== '';
}

/** The last day the agreement gives the firm: DISMISSAL_DAYS calendar days after the final payment. */
export function courtClosingDueOn(paidOffOn: string): string {
  const due = new Date(`${paidOffOn}T00:00:00Z`);
  due.setUTCDate(due.getUTCDate() + DISMISSAL_DAYS);
  return due.toISOString().slice(0, 10);
}

/**
 * The paper each state's courts expect, where it differs from the usual title, and what the firm
 * must know before filing it. Each entry names its source; a state not listed files the usual
 * paper. Needs a licensed reviewer's check before it is relied on beyond these states.
 */
export type ClosingPaper = { title: string; note: string | null; citation: string | null };
const USUAL_PAPER: Record<CourtClosingKind, ClosingPaper> = {
  stipulation_of_dismissal: { title: 'Stipulation of Dismissal With Prejudice', note: null, citation: null },
  satisfaction_of_judgment: {
    title: 'Satisfaction of Judgment',
    note: "Many courts require the judgment creditor's signature on a satisfaction to be acknowledged before a notary.",
    citation: null,
  },
};
const STATE_PAPERS: Partial<Record<string, Partial<Record<CourtClosingKind, ClosingPaper>>>> = {
  CA: {
    satisfaction_of_judgment: {
      title: 'Acknowledgment of Satisfaction of Judgment',
      note: 'California courts use the Judicial Council form EJ-100 for this: use this page to prepare it, then file the EJ-100.',
      citation: 'Cal. Code Civ. Proc. § 724.060',
    },
  },
  FL: {
    satisfaction_of_judgment: {
      title: 'Satisfaction of Judgment',
      note: 'Florida requires the satisfaction within 60 days of payment, acknowledged before a notary.',
      citation: 'Fla. Stat. § 55.141',
    },
  },
  NY: {
    satisfaction_of_judgment: {
      title: 'Satisfaction of Judgment',
      note: 'New York requires the satisfaction-piece to be acknowledged as a deed is, and filed with the clerk where the judgment was entered.',
      citation: 'N.Y. C.P.L.R. 5020',
    },
  },
  TX: {
    stipulation_of_dismissal: {
      title: 'Agreed Motion to Dismiss With Prejudice',
      note: 'Texas courts dismiss by order: send the agreed order with it.',
      citation: null,
    },
    satisfaction_of_judgment: { title: 'Release of Judgment', note: 'A Texas release of judgment is acknowledged before a notary.', citation: null },
  },
  IL: {
    satisfaction_of_judgment: { title: 'Release and Satisfaction of Judgment', note: null, citation: '735 ILCS 5/12-183' },
  },
};

export function closingPaperOf(kind: CourtClosingKind, state: string | null): ClosingPaper {
  return STATE_PAPERS[state ?? '']?.[kind] ?? USUAL_PAPER[kind];
}

export const COURT_CLOSING_MESSAGES = {
  notNeeded: 'This account has no lawsuit to close: it is not paid off, or it has no case number.',
  filedInFuture: 'The filing date cannot be in the future.',
  filedBeforePayoff: 'The filing date cannot be before the final payment.',
  downloadFailed: 'The court paper could not be prepared. Please try again.',
} as const;
