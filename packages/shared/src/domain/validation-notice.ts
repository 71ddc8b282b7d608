import { addCalendarDays, addFederalBusinessDays } from './federal-holidays.js';

/**
 * Regulation F's validation notice and the consumer's answers to it (docs/decisions/024-validation-notices-and-disputes.md).
 * Sources: 15 U.S.C. 1692g; 12 CFR 1006.34 (content, the model form B-1), 1006.38 (disputes),
 * 1006.42 (electronic delivery).
 */

/** How a notice reaches the consumer: electronically needs their E-SIGN consent (1006.42), else by mail. */
export const NOTICE_DELIVERY_METHODS = ['electronic', 'mail'] as const;
export type NoticeDeliveryMethod = (typeof NOTICE_DELIVERY_METHODS)[number];

/** 1006.34(b)(5): a collector may assume receipt 5 days (excluding legal public holidays, Saturdays and Sundays) after mailing. */
export const MAIL_RECEIPT_BUSINESS_DAYS = 5;
/** 1006.34(b)(5); 15 U.S.C. 1692g(a)(3): 30 days after receipt. */
export const VALIDATION_PERIOD_DAYS = 30;

/** When the consumer receives (or is assumed to receive) a notice delivered on `deliveredOn` (`YYYY-MM-DD`). */
export function noticeReceivedOn(deliveredOn: string, method: NoticeDeliveryMethod): string {
  // Electronic delivery under 1006.42 puts the notice in the consumer's hands the day it is delivered.
  return method === 'electronic' ? deliveredOn : addFederalBusinessDays(deliveredOn, MAIL_RECEIPT_BUSINESS_DAYS);
}

/** The last day of the validation period: 30 days after receipt (1006.34(b)(5)). */
export function validationPeriodEnd(deliveredOn: string, method: NoticeDeliveryMethod): string {
  return addCalendarDays(noticeReceivedOn(deliveredOn, method), VALIDATION_PERIOD_DAYS);
}

/**
 * 1006.34(b)(3): the itemization date is one of five reference dates, chosen by the collector and
 * used consistently. Parley knows some of them per account; the first known one in this order wins.
 */
export const ITEMIZATION_DATE_KINDS = ['judgment', 'charge_off', 'last_statement', 'last_payment', 'transaction'] as const;
export type ItemizationDateKind = (typeof ITEMIZATION_DATE_KINDS)[number];
export const ITEMIZATION_DATE_LABELS: Record<ItemizationDateKind, string> = {
  judgment: 'the judgment date',
  charge_off: 'the charge-off date',
  last_statement: 'the last statement date',
  last_payment: 'the last payment date',
  transaction: 'the transaction date',
};

export function chooseItemizationDate(known: Partial<Record<ItemizationDateKind, string | null>>): { kind: ItemizationDateKind; date: string } | null {
  for (const kind of ITEMIZATION_DATE_KINDS) {
    const date = known[kind];
    if (date) return { kind, date };
  }
  return null;
}

/** What the consumer may ask for (the model form's tear-off, "How do you want to respond?"). */
export const DISPUTE_KINDS = ['dispute', 'original_creditor', 'identity_theft'] as const;
export type DisputeKind = (typeof DISPUTE_KINDS)[number];
export const DISPUTE_KIND_LABELS: Record<DisputeKind, string> = {
  dispute: 'Dispute',
  original_creditor: 'Request for the original creditor',
  identity_theft: 'Identity-theft report',
};

/** The model form's dispute reasons (B-1). */
export const DISPUTE_REASONS = ['not_my_debt', 'amount_wrong', 'other'] as const;
export type DisputeReason = (typeof DISPUTE_REASONS)[number];
export const DISPUTE_REASON_LABELS: Record<DisputeReason, string> = {
  not_my_debt: 'This is not my debt.',
  amount_wrong: 'The amount is wrong.',
  other: 'Other (please describe on reverse or attach additional information).',
};

export const DISPUTE_MESSAGES = {
  /** 1006.38(d)(2)(i): shown to the collector for every collection action refused while a dispute is open. */
  hold: 'The consumer disputed this debt. Collection is paused until you upload verification (12 CFR 1006.38(d)(2)): no offers, payment details or settlement agreement until then.',
  verificationPdfOnly: 'Verification must be a PDF.',
  verificationTooLarge: 'The verification PDF must be 10 MB or smaller.',
  noOpenDispute: 'There is no open dispute on this account to verify.',
  alreadyOpen: 'You already have an open request on this account. The firm must answer it before you send another.',
  reportTypes: 'The identity-theft report must be a PDF, JPG or PNG file.',
  reportTooLarge: 'The identity-theft report must be 10 MB or smaller.',
  partAmount: 'Enter the part of the amount you dispute, more than $0.00 and less than the amount owed.',
  consentNeeded: 'Agree to receive notices electronically first.',
} as const;

/** The collector's task on an account with an open dispute (the account row and case). */
export const DISPUTE_TASK = 'Dispute: upload verification';
