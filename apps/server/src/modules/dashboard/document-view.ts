import {
  agreementSigned,
  CONSUMER_WORDING,
  caseStateOf,
  caseWording,
  consumerStageOf,
  type DashboardDocument,
  DOCUMENT_SECTION_TITLES,
  downloadTitle,
  formatCents,
  PRODUCT_TITLES,
  SOLOSETTLE_DOCUMENT_TITLE,
  type SolosettleStepKey,
  solosettleStepTitle,
  termsAgreed,
  WALK_THROUGH_STATUS_TEXTS,
  WALK_THROUGH_STATUS_TITLES,
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
  'status' | 'status_key' | 'status_color' | 'status_definition' | 'is_completed' | 'resume_url' | 'answer_deadline' | 'sectioned_steps' | 'downloads'
> & { law_firm_name: string | null };

function detailsSection(row: ConsumerDocumentRow, url: string): DashboardDocument['sectioned_steps'][number] {
  const { doc } = row;
  const words = caseWording(doc.lawsuitExists);
  const step = (key: 'plaintiff' | 'amount' | 'caseNumber' | 'lawFirm', value: string | null) => ({
    key,
    title: words[key],
    value,
    url,
    completed: value !== null,
    current: false,
    filing_methods: [],
  });
  const key = doc.lawsuitExists ? 'lawsuit_details' : 'debt_details';
  return {
    key,
    name: DOCUMENT_SECTION_TITLES[key],
    steps: [
      step('plaintiff', doc.plaintiffName),
      step('amount', doc.lawsuitAmountCents === null ? null : formatCents(doc.lawsuitAmountCents)),
      step('caseNumber', doc.civilNumber),
      step('lawFirm', row.firmName ?? doc.pendingLawFirmName),
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
  const negotiation: { key: SolosettleStepKey; completed: boolean }[] = [
    { key: 'make_offer', completed: doc.firstOfferAt !== null },
    { key: 'firm_answers', completed: doc.firmRespondedAt !== null || agreed },
    { key: 'agree_terms', completed: agreed },
    { key: 'sign_agreement', completed: agreementSigned(state) },
    { key: 'set_up_payments', completed: doc.paymentSetupAt !== null || state === 'paid_off' },
    { key: 'pay_total', completed: state === 'paid_off' },
    ...(doc.lawsuitExists && doc.civilNumber ? [{ key: 'close_lawsuit' as const, completed: row.courtClosedOn !== null }] : []),
  ];
  const currentIndex = negotiation.findIndex((s) => !s.completed);
  return {
    id: doc.id,
    title: SOLOSETTLE_DOCUMENT_TITLE.replace('{firmName}', firmName),
    product: 'solosettle',
    created_at: doc.createdAt.toISOString(),
    status: wording.title,
    stage,
    amount_owed_cents: doc.lawsuitAmountCents,
    lawsuit_exists: doc.lawsuitExists,
    plaintiff_name: doc.plaintiffName,
    status_color: wording.color,
    status_definition: wording.text({ firmName, firmOnParley: doc.lawFirmId !== null, amountOwedCents: doc.lawsuitAmountCents, firmOfferCount: 0 }),
    is_completed: state === 'paid_off',
    resume_url: url,
    answer_deadline: null,
    sectioned_steps: [
      detailsSection(row, url),
      {
        key: 'negotiation',
        name: DOCUMENT_SECTION_TITLES.negotiation,
        steps: negotiation.map((s, i) => ({
          key: s.key,
          title: solosettleStepTitle(s.key, words.lawFirm),
          value: null,
          url,
          completed: s.completed,
          current: i === currentIndex,
          filing_methods: [],
        })),
      },
    ],
    downloads: row.agreement ? [agreementDownload(row.agreement.signedAt !== null, `/my_dashboard/download?id=${doc.id}`)] : [],
    law_firm: { id: doc.lawFirmId, name: firmName, in_database: doc.lawFirmId !== null },
    payment_plan: null,
  };
}

function agreementDownload(isSigned: boolean, url: string): DashboardDocument['downloads'][number] {
  const kind = isSigned ? 'signed_settlement_agreement' : 'settlement_agreement';
  return { kind, title: downloadTitle(kind), url };
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
    status: card?.status ?? WALK_THROUGH_STATUS_TITLES.in_progress,
    status_key: card?.status_key ?? 'in_progress',
    lawsuit_exists: doc.lawsuitExists,
    plaintiff_name: doc.plaintiffName,
    status_color: card?.status_color ?? 'blue',
    status_definition: card?.status_definition ?? WALK_THROUGH_STATUS_TEXTS.resume,
    is_completed: card?.is_completed ?? false,
    resume_url: card?.resume_url ?? fallbackUrl,
    answer_deadline: card?.answer_deadline ?? null,
    sectioned_steps: card?.sectioned_steps ?? [detailsSection(row, fallbackUrl)],
    downloads: card?.downloads ?? [],
    law_firm: firmName ? { id: doc.lawFirmId, name: firmName, in_database: doc.lawFirmId !== null } : null,
    payment_plan: null,
  };
}
