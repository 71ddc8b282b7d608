import type { CaseWording } from './case-wording.js';
import { LETTER_KINDS, STEP_NAMES, type StepName } from './intake.js';

/**
 * The dashboard card's words (consumer spec 3 "Document"), each under a key the response carries
 * beside the English, so the web says them in the reader's language (apps/web's document-card).
 */

/** The card's sections: a walk-through's steps in three, a SoloSettle case's details and negotiation. */
export const DOCUMENT_SECTION_TITLES = {
  papers: 'Your papers',
  about: 'About you and the case',
  document: 'Your document',
  lawsuit_details: 'Lawsuit details',
  debt_details: 'Debt details',
  negotiation: 'Negotiation',
} as const;
export type DocumentSectionKey = keyof typeof DOCUMENT_SECTION_TITLES;
export const DOCUMENT_SECTION_KEYS = Object.keys(DOCUMENT_SECTION_TITLES) as [DocumentSectionKey, ...DocumentSectionKey[]];

/** The dashboard groups a walk-through's steps into sections (spec 3 "Document": sectioned_steps). */
export const STEP_SECTIONS: { key: DocumentSectionKey; steps: StepName[] }[] = [
  { key: 'papers', steps: ['jurisdiction', 'scan_document', 'document_summary'] },
  { key: 'about', steps: ['details', 'defenses', 'hardship', 'letter_choice'] },
  { key: 'document', steps: ['document_download'] },
];

/** A SoloSettle case's negotiation, step by step; `{lawFirm}` is the case wording's name for the firm. */
export const SOLOSETTLE_STEP_TITLES = {
  make_offer: 'Make an offer',
  firm_answers: '{lawFirm} answers',
  agree_terms: 'Agree on terms',
  sign_agreement: 'Sign the settlement agreement',
  set_up_payments: 'Set up payments',
  pay_total: 'Pay the agreed total',
  /** A lawsuit's only (issue 37.9): the firm files the dismissal or satisfaction after payoff. */
  close_lawsuit: '{lawFirm} closes the lawsuit in court',
} as const;
export type SolosettleStepKey = keyof typeof SOLOSETTLE_STEP_TITLES;

export function solosettleStepTitle(key: SolosettleStepKey, lawFirm: string): string {
  return SOLOSETTLE_STEP_TITLES[key].replace('{lawFirm}', lawFirm);
}

/** The details a card lists, keyed as caseWording names them. */
export const DETAIL_STEP_KEYS = ['plaintiff', 'amount', 'caseNumber', 'lawFirm'] as const satisfies readonly (keyof CaseWording)[];

/** Every step a card can list: a walk-through's, a negotiation's, a detail. */
export const DOCUMENT_STEP_KEYS = [...STEP_NAMES, ...(Object.keys(SOLOSETTLE_STEP_TITLES) as SolosettleStepKey[]), ...DETAIL_STEP_KEYS] as [
  StepName | SolosettleStepKey | (typeof DETAIL_STEP_KEYS)[number],
  ...(StepName | SolosettleStepKey | (typeof DETAIL_STEP_KEYS)[number])[],
];
export type DocumentStepKey = (typeof DOCUMENT_STEP_KEYS)[number];

/** A walk-through step's value on the card, from whether it is done or next. */
export const STEP_PROGRESS_LABELS = { done: 'Done', next: 'Next' } as const;

/** A walk-through's status on the card, and the sentence under it. */
export const WALK_THROUGH_STATUS_TITLES = { completed: 'Completed', reading_papers: 'Reading your papers', in_progress: 'In progress' } as const;
export type WalkThroughStatus = keyof typeof WALK_THROUGH_STATUS_TITLES;
export const WALK_THROUGH_STATUSES = Object.keys(WALK_THROUGH_STATUS_TITLES) as [WalkThroughStatus, ...WalkThroughStatus[]];
export const WALK_THROUGH_STATUS_TEXTS = { done: 'Every step is done.', next: 'Next: {step}', resume: 'Continue where you left off.' } as const;

/** A SoloSettle card's title; `{firmName}` is the firm's name. */
export const SOLOSETTLE_DOCUMENT_TITLE = 'SoloSettle: settlement with {firmName}';

/** What a download is: the Answer, one of the letters, or the settlement agreement. */
export const DOWNLOAD_TITLES = {
  answer: 'Answer',
  ...(Object.fromEntries(LETTER_KINDS.map((l) => [l.key, l.title])) as Record<(typeof LETTER_KINDS)[number]['key'], string>),
  letter: 'Letter',
  settlement_agreement: 'Settlement agreement',
  signed_settlement_agreement: 'Signed settlement agreement',
} as const;
export type DownloadKind = keyof typeof DOWNLOAD_TITLES;
export const DOWNLOAD_KINDS = Object.keys(DOWNLOAD_TITLES) as [DownloadKind, ...DownloadKind[]];

/** A generated file's format, as its title says it: "Answer (PDF)". */
export const FILE_FORMAT_LABELS = { pdf: 'PDF', word: 'Word' } as const;
export type FileFormat = keyof typeof FILE_FORMAT_LABELS;
export const FILE_FORMATS = Object.keys(FILE_FORMAT_LABELS) as [FileFormat, ...FileFormat[]];

export function downloadTitle(kind: DownloadKind, format?: FileFormat): string {
  return format ? `${DOWNLOAD_TITLES[kind]} (${FILE_FORMAT_LABELS[format]})` : DOWNLOAD_TITLES[kind];
}

/** The download kind of a walk-through's generated document. */
export function generatedDownloadKind(product: string, letterKind: string | null): DownloadKind {
  if (product === 'debt_answer') return 'answer';
  return LETTER_KINDS.some((l) => l.key === letterKind) ? (letterKind as DownloadKind) : 'letter';
}

/** A generated file's format, by its content type. */
export function fileFormatOf(contentType: string): FileFormat {
  return contentType === 'application/pdf' ? 'pdf' : 'word';
}
