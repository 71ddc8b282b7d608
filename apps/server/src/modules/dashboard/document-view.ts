import { type ConsumerStage, caseWording, type DashboardDocument, deriveCurrentAction, formatCents } from '@parley/shared';
import { consumerStage } from '../negotiation/negotiation.queries.js';
import type { ConsumerDocumentRow } from './dashboard.queries.js';

/**
 * A document as the dashboard shows it (consumer spec 3 "Document"). SoloSettle documents read
 * their status and steps from the negotiation; the other products' guided steps come from the
 * intake steps engine once it exists (a StepsSource plugs in here), and until then show the
 * details the document holds.
 */
export type StepsSource = (row: ConsumerDocumentRow) => DashboardDocument['sectioned_steps'] | null;

const STATUS: Record<ConsumerStage, { status: string; color: string; definition: string }> = {
  make_offer: { status: 'Make your offer', color: 'blue', definition: 'Offer what you can afford, in one payment or several.' },
  waiting_for_firm: {
    status: 'Offer sent',
    color: 'yellow',
    definition: 'Your offer is with the firm. It can accept it or counter; we email you when it answers.',
  },
  respond_to_counteroffer: {
    status: 'Counteroffer received',
    color: 'blue',
    definition: 'The firm answered your offer. Accept one of its options, or counter.',
  },
  waiting_for_agreement: {
    status: 'Offer accepted',
    color: 'teal',
    definition: 'You have a deal. The firm is preparing the payment details and the settlement agreement.',
  },
  sign_agreement: { status: 'Ready to sign', color: 'blue', definition: 'Your settlement agreement is ready. Read it and sign it electronically.' },
  signed: { status: 'Settled', color: 'green', definition: 'The agreement is signed. Keep paying on schedule and the debt is settled.' },
};

const ORDER: ConsumerStage[] = ['make_offer', 'waiting_for_firm', 'respond_to_counteroffer', 'waiting_for_agreement', 'sign_agreement', 'signed'];

export function stageOf(row: ConsumerDocumentRow): ConsumerStage {
  const { doc } = row;
  return consumerStage(deriveCurrentAction({ lastActionCode: doc.lastActionCode, paymentSetupAt: doc.paymentSetupAt, lastPaymentAt: doc.lastPaymentAt }));
}

function detailsSection(row: ConsumerDocumentRow, url: string): DashboardDocument['sectioned_steps'][number] {
  const { doc } = row;
  const words = caseWording(doc.lawsuitExists);
  const step = (title: string, value: string | null) => ({ title, value, url, completed: value !== null, current: false, filing_methods: [] });
  return {
    name: doc.lawsuitExists ? 'Lawsuit details' : 'Debt details',
    steps: [
      step(words.plaintiff, doc.plaintiffName),
      step(words.amount, doc.lawsuitAmountCents === null ? null : formatCents(doc.lawsuitAmountCents)),
      step(words.caseNumber, doc.civilNumber),
      step(words.lawFirm, row.firmName ?? doc.pendingLawFirmName),
    ],
  };
}

function solosettleView(row: ConsumerDocumentRow): DashboardDocument {
  const { doc } = row;
  const stage = stageOf(row);
  const reached = ORDER.indexOf(stage);
  const url = `/my_cases/${doc.id}`;
  const words = caseWording(doc.lawsuitExists);
  const negotiation = [
    { title: 'Make an offer', completed: doc.firstOfferAt !== null },
    { title: `${words.lawFirm} answers`, completed: doc.firmRespondedAt !== null || reached >= ORDER.indexOf('waiting_for_agreement') },
    { title: 'Agree on terms', completed: reached >= ORDER.indexOf('waiting_for_agreement') },
    { title: 'Sign the settlement agreement', completed: stage === 'signed' },
    { title: 'Set up payments', completed: doc.paymentSetupAt !== null },
  ];
  const currentIndex = negotiation.findIndex((s) => !s.completed);
  const firmName = row.firmName ?? doc.pendingLawFirmName ?? 'The firm';
  return {
    id: doc.id,
    title: `SoloSettle: settlement with ${firmName}`,
    product: 'solosettle',
    created_at: doc.createdAt.toISOString(),
    status: STATUS[stage].status,
    status_color: STATUS[stage].color,
    status_definition: STATUS[stage].definition,
    is_completed: stage === 'signed',
    resume_url: url,
    sectioned_steps: [
      detailsSection(row, url),
      {
        name: 'Negotiation',
        steps: negotiation.map((s, i) => ({ title: s.title, value: null, url, completed: s.completed, current: i === currentIndex, filing_methods: [] })),
      },
    ],
    downloads: row.agreement
      ? [{ title: row.agreement.signedAt ? 'Signed settlement agreement' : 'Settlement agreement', url: `/my_dashboard/download?id=${doc.id}` }]
      : [],
    law_firm: { id: doc.lawFirmId, name: firmName, in_database: doc.lawFirmId !== null },
    payment_plan: null,
  };
}

const PRODUCT_TITLES = { debt_answer: 'Debt Answer', document_generation: 'Document Generation' } as const;
const RESUME: Record<'debt_answer' | 'document_generation', (id: number) => string> = {
  debt_answer: (id) => `/debt_answers/${id}`,
  document_generation: (id) => `/document_generations/${id}/steps/document_generation_editor`,
};

export function documentView(row: ConsumerDocumentRow, stepsSource: StepsSource | null): DashboardDocument {
  const { doc } = row;
  if (doc.product === 'solosettle') return solosettleView(row);
  const url = RESUME[doc.product](doc.id);
  const steps = stepsSource?.(row) ?? null;
  const isCompleted = steps?.every((section) => section.steps.every((s) => s.completed)) ?? false;
  return {
    id: doc.id,
    title: PRODUCT_TITLES[doc.product],
    product: doc.product,
    created_at: doc.createdAt.toISOString(),
    status: isCompleted ? 'Completed' : 'In progress',
    status_color: isCompleted ? 'green' : 'blue',
    status_definition: isCompleted ? 'Your document is ready to download.' : 'Continue where you left off.',
    is_completed: isCompleted,
    resume_url: url,
    sectioned_steps: steps ?? [detailsSection(row, url)],
    downloads: [],
    law_firm:
      row.firmName || doc.pendingLawFirmName
        ? { id: doc.lawFirmId, name: row.firmName ?? (doc.pendingLawFirmName as string), in_database: doc.lawFirmId !== null }
        : null,
    payment_plan: null,
  };
}
