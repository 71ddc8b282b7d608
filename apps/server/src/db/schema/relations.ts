import { relations } from 'drizzle-orm';
import { customerDocuments, historicalOffers, negotiationEvents } from './accounts.js';
import { lawFirms } from './law-firms.js';
import { accountPaymentDetails, courtClosings, settlementAgreements } from './settlements.js';

/**
 * What a case's view reads with the case, declared for Drizzle's relational queries so the whole
 * view is one statement (issue 40.3): its firm, its negotiation, its payment details, its agreement
 * and its court closing. Relations change no table; migrations ignore them.
 */
export const customerDocumentRelations = relations(customerDocuments, ({ one, many }) => ({
  lawFirm: one(lawFirms, { fields: [customerDocuments.lawFirmId], references: [lawFirms.id] }),
  negotiationEvents: many(negotiationEvents),
  historicalOffers: many(historicalOffers),
  paymentDetails: one(accountPaymentDetails, { fields: [customerDocuments.id], references: [accountPaymentDetails.customerDocumentId] }),
  agreement: one(settlementAgreements, { fields: [customerDocuments.id], references: [settlementAgreements.customerDocumentId] }),
  courtClosing: one(courtClosings, { fields: [customerDocuments.id], references: [courtClosings.customerDocumentId] }),
}));

export const negotiationEventRelations = relations(negotiationEvents, ({ one }) => ({
  customerDocument: one(customerDocuments, { fields: [negotiationEvents.customerDocumentId], references: [customerDocuments.id] }),
}));

export const historicalOfferRelations = relations(historicalOffers, ({ one }) => ({
  customerDocument: one(customerDocuments, { fields: [historicalOffers.customerDocumentId], references: [customerDocuments.id] }),
}));
