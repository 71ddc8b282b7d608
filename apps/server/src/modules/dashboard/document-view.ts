import {
  agreementSigned,
  CONSUMER_WORDING,
  caseStateOf,
  caseWording,
  consumerStageOf,
  type DashboardDocument,
  formatCents,
  PRODUCT_TITLES,
  termsAgreed,
} from '@parley/shared';
import type { ConsumerDocumentRow } from './dashboard.queries.js';

/**
 * A case as the consumer's dashboard shows it (consumer spec 3 "Document"): the one read model of
 * the consumer's case list, used by every tab. A SoloSettle case reads its stage from the lifecycle
 * table and its words from CONSUMER_WORDING, as the case page does; a walk-through (Debt Answer,
 * letter) reads its steps, status and downloads from the intake (IntakeCard).
 */
export type IntakeCard = Pick<
  DashboardDocument,
  'status' | 'status_color' | 'status_definition' | 'is_completed' | 'resume_url' | 'answer_deadline' | 'sectioned_steps' | 'downloads'
> & { law_firm_name: string | null };

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
  const state = caseStateOf(doc);
  const stage = consumerStageOf(state);
  const url = `/my_cases/${doc.id}`;
  const words = caseWording(doc.lawsuitExists);
  const firmName = row.firmName ?? doc.pendingLawFirmName ?? 'The firm';
  const wording = CONSUMER_WORDING[stage];
  const agreed = termsAgreed(state);
  const negotiation = [
    { title: 'Make an offer', completed: doc.firstOfferAt !== null },
    { title: `${words.lawFirm} answers`, completed: doc.firmRespondedAt !== null || agreed },
    { title: 'Agree on terms', completed: agreed },
    { title: 'Sign the settlement agreement', completed: agreementSigned(state) },
    { title: 'Set up payments', completed: doc.paymentSetupAt !== null || state === 'paid_off' },
    { title: 'Pay the agreed total', completed: state === 'paid_off' },
  ];
  const currentIndex = negotiation.findIndex((s) => !s.completed);
  return {
    id: doc.id,
    title: `SoloSettle: settlement with ${firmName}`,
    product: 'solosettle',
    created_at: doc.createdAt.toISOString(),
    status: wording.title,
    status_color: wording.color,
    status_definition: wording.text({ firmName, firmOnParley: doc.lawFirmId !== null, amountOwedCents: doc.lawsuitAmountCents, firmOfferCount: 0 }),
    is_completed: state === 'paid_off',
    resume_url: url,
    answer_deadline: null,
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

export function documentView(row: ConsumerDocumentRow, card: IntakeCard | null): DashboardDocument {
  const { doc } = row;
  if (doc.product === 'solosettle') return solosettleView(row);
  const firmName = row.firmName ?? card?.law_firm_name ?? doc.pendingLawFirmName;
  const fallbackUrl = `/customer_documents?document_name=${doc.product}`;
  return {
    id: doc.id,
    title: `${PRODUCT_TITLES[doc.product]}${doc.plaintiffName ? `: ${doc.plaintiffName}` : ''}`,
    product: doc.product,
    created_at: doc.createdAt.toISOString(),
    status: card?.status ?? 'In progress',
    status_color: card?.status_color ?? 'blue',
    status_definition: card?.status_definition ?? 'Continue where you left off.',
    is_completed: card?.is_completed ?? false,
    resume_url: card?.resume_url ?? fallbackUrl,
    answer_deadline: card?.answer_deadline ?? null,
    sectioned_steps: card?.sectioned_steps ?? [detailsSection(row, fallbackUrl)],
    downloads: card?.downloads ?? [],
    law_firm: firmName ? { id: doc.lawFirmId, name: firmName, in_database: doc.lawFirmId !== null } : null,
    payment_plan: null,
  };
}
