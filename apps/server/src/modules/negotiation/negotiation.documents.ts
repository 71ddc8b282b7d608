import { MailingAddressSchema, NEGOTIATION_MESSAGES } from '@parley/shared';
import { PDFDocument } from 'pdf-lib';
import { AppError } from '../../platform/errors.js';
import { documentGenerationDuration, timed } from '../../platform/metrics.js';
import { inspectPdf, UNTRUSTED_FILE_LIMITS, UntrustedFileError } from '../../platform/untrusted-files/index.js';
import {
  type ElectronicSignature,
  type MailingAddress,
  readSignableDocument,
  renderAuthorizationLetter,
  renderSettlementAgreement,
  stampSignature,
} from '../documents/index.js';
import type { findAgreementFacts } from './negotiation.queries.js';

type Facts = Awaited<ReturnType<typeof findAgreementFacts>>;
type Doc = Facts['doc'];
/** What the documents need of the negotiation service: the agreed terms' facts (a structural type, so this file and the service import each other in one direction only). */
type AgreementFactsSource = { agreementFacts(doc: Doc): Promise<Facts> };

const NOT_AGREED = 'The documents can be drawn up once both sides have agreed on the terms.';
const NO_PAYEE = "Add your firm's payee and mailing address on the Payment Details page, or send this account's payment details, to draw up the documents.";
// "100 Main St, Austin, TX 78701" as typed in the payment details form.
const ONE_LINE_ADDRESS = /^(.+),\s*([^,]+),\s*([A-Za-z]{2})\s+(\d{5}(?:-\d{4})?)$/;

/** Where the firm is paid: the account's payment details when sent, else the firm's own. */
function firmParty(facts: Facts) {
  const { firm, paymentDetails } = facts;
  const name = firm?.name ?? 'The law firm';
  const parsed = paymentDetails ? ONE_LINE_ADDRESS.exec(paymentDetails.mailingAddress.replace(/\s*\n\s*/g, ', ')) : null;
  let mailingAddress: MailingAddress | null = parsed
    ? { street: parsed[1] as string, city: parsed[2] as string, state: (parsed[3] as string).toUpperCase(), zip: parsed[4] as string }
    : null;
  if (!mailingAddress && firm?.mailingStreet && firm.mailingCity && firm.mailingState && firm.mailingZip) {
    mailingAddress = { street: firm.mailingStreet, city: firm.mailingCity, state: firm.mailingState, zip: firm.mailingZip };
  }
  const payee = paymentDetails?.payee ?? firm?.payee;
  if (!mailingAddress || !payee) throw new AppError('RULE_VIOLATED', NO_PAYEE);
  return { name, payee, mailingAddress };
}

function consumerParty(doc: Doc) {
  // The agreement names the consumer's address only when it is complete (see MailingAddressSchema).
  const address = MailingAddressSchema.safeParse({
    street: doc.mailingStreet ?? '',
    city: doc.mailingCity ?? '',
    state: doc.mailingState ?? '',
    zip: doc.mailingZip ?? '',
  });
  return { name: doc.customerName, mailingAddress: address.success ? address.data : null };
}

function agreedTerms(facts: Facts) {
  const { agreed, doc } = facts;
  if (!agreed?.firstPaymentDate) throw new AppError('RULE_VIOLATED', NOT_AGREED);
  return { agreed: { ...agreed, firstPaymentDate: agreed.firstPaymentDate }, doc };
}

/** The settlement agreement Parley drafts from the agreed terms (collector spec 7 `settlement_agreement`). */
export async function renderAgreementFor(negotiation: AgreementFactsSource, doc: Doc, now: Date): Promise<Uint8Array> {
  const facts = await negotiation.agreementFacts(doc);
  const { agreed } = agreedTerms(facts);
  const render = () =>
    renderSettlementAgreement({
      agreementDate: now.toISOString().slice(0, 10),
      creditorName: doc.plaintiffName ?? facts.firm?.name ?? 'The creditor',
      lawFirm: firmParty(facts),
      consumer: consumerParty(doc),
      account: {
        reference: doc.civilNumber ?? `Parley account ${doc.id}`,
        fileNumber: doc.fileNumber,
        state: doc.lawsuitState ?? 'TX',
        balanceCents: doc.lawsuitAmountCents ?? agreed.totalAmountCents,
      },
      settledAmountCents: agreed.totalAmountCents,
      schedule: { phases: agreed.phases, firstPaymentDate: agreed.firstPaymentDate },
      language: facts.language,
    });
  return timed(documentGenerationDuration, render, () => ({ document: 'settlement_agreement' }));
}

/** The consumer's payment authorization (collector spec 7 `render_document`). */
export async function renderAuthorizationFor(negotiation: AgreementFactsSource, doc: Doc, now: Date): Promise<Uint8Array> {
  const facts = await negotiation.agreementFacts(doc);
  const { agreed } = agreedTerms(facts);
  const render = () =>
    renderAuthorizationLetter({
      letterDate: now.toISOString().slice(0, 10),
      creditorName: doc.plaintiffName ?? facts.firm?.name ?? 'The creditor',
      lawFirm: firmParty(facts),
      consumer: consumerParty(doc),
      account: { reference: doc.civilNumber ?? `Parley account ${doc.id}`, fileNumber: doc.fileNumber },
      paymentMethod: null,
      schedule: { phases: agreed.phases, firstPaymentDate: agreed.firstPaymentDate },
      language: facts.language,
    });
  return timed(documentGenerationDuration, render, () => ({ document: 'authorization_letter' }));
}

/**
 * The signer's legal name: the name the agreement prints for the consumer, so the name checked is
 * the name on the paper. An agreement Parley drafted says whom it names (the case's consumer name
 * when it was drawn up); a firm's own PDF gets a signature page printing the case's consumer name
 * (the profile's first and last name when the case was opened, as Parley's drafts print it).
 */
export async function agreementSignerName(pdf: Uint8Array, doc: Pick<Doc, 'customerName'>): Promise<string> {
  // agreementPdfProblem has already opened these bytes in a worker: they load.
  const named = readSignableDocument(await PDFDocument.load(pdf, { updateMetadata: false }));
  return named?.kind === 'settlement_agreement' ? named.signerName : doc.customerName;
}

/** Signs the agreement the consumer was shown: the signature stamped, the certificate appended. */
export function stampAgreement(pdf: Uint8Array, facts: ElectronicSignature): Promise<Uint8Array> {
  return stampSignature(pdf, facts);
}

/**
 * Why a firm's PDF cannot be signed, or null when it can: parsed with pdf-lib in a worker with a
 * heap limit and a timeout (issue 18: a "%PDF-" file that was not one was stored, and signing it
 * then failed for good). Refused: what does not parse, is encrypted, has no pages, or is too big
 * to process (pages, inflated streams, time or memory).
 */
export async function agreementPdfProblem(bytes: Uint8Array): Promise<AppError | null> {
  let facts: Awaited<ReturnType<typeof inspectPdf>>;
  try {
    facts = await inspectPdf(bytes);
  } catch (err) {
    if (err instanceof UntrustedFileError && err.reason !== 'failed') return new AppError('PAYLOAD_TOO_LARGE', NEGOTIATION_MESSAGES.pdfTooComplex);
    return new AppError('UNSUPPORTED_MEDIA_TYPE', NEGOTIATION_MESSAGES.pdfUnreadable);
  }
  if (!facts.readable) return new AppError('UNSUPPORTED_MEDIA_TYPE', NEGOTIATION_MESSAGES.pdfUnreadable);
  if (facts.encrypted) return new AppError('UNSUPPORTED_MEDIA_TYPE', NEGOTIATION_MESSAGES.pdfEncrypted);
  if (facts.pages === 0) return new AppError('RULE_VIOLATED', NEGOTIATION_MESSAGES.pdfNoPages);
  if (facts.pages > UNTRUSTED_FILE_LIMITS.maxPdfPages || !facts.withinDecodedLimit)
    return new AppError('PAYLOAD_TOO_LARGE', NEGOTIATION_MESSAGES.pdfTooComplex);
  return null;
}
