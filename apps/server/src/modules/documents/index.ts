/** Parley's generated documents: pure renderers (input in, PDF bytes out) and electronic signing. */
export { type AuthorizationLetterInput, REVOCATION_NOTICE_BUSINESS_DAYS, renderAuthorizationLetter } from './authorization-letter.js';
export type { AccountTerms, ConsumerParty, LawFirmParty, MailingAddress, PaymentPlan } from './document-inputs.js';
export { readSignableDocument, type SignableDocument } from './document-metadata.js';
export { CREDIT_REPORTING_DAYS, CURE_PERIOD_DAYS, renderSettlementAgreement, type SettlementAgreementInput } from './settlement-agreement.js';
export { type ElectronicSignature, sha256Hex, stampSignature } from './signature.js';
export { renderValidationNotice } from './validation-notice.js';
