import type { FirmPaymentDetailsSchema } from '@parley/shared';
import { type BankAccountInput, FIRM_MESSAGES, maskLastFour } from '@parley/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { firmBankAccounts, lawFirms } from '../../db/schema/index.js';
import type { Audit } from '../../platform/audit.js';
import type { Clock } from '../../platform/clock.js';
import type { Crypto } from '../../platform/crypto.js';
import { AppError } from '../../platform/errors.js';
import { institutionFor } from './routing-directory.js';

export type Actor = { userId: number; lawFirmId: number; ip: string };
type FirmPaymentDetails = z.infer<typeof FirmPaymentDetailsSchema>;

/** Where a firm's money goes (ACH or digital check) and its payment details; admins change them. */
export function createFirmSettingsService({ db, clock, crypto, audit }: { db: Database; clock: Clock; crypto: Crypto; audit: Audit }) {
  async function getLawFirm(lawFirmId: number) {
    const [firm] = await db.select().from(lawFirms).where(eq(lawFirms.id, lawFirmId));
    if (!firm) throw new AppError('NOT_FOUND', 'Law firm not found');
    const [bank] = await db
      .select()
      .from(firmBankAccounts)
      .where(and(eq(firmBankAccounts.lawFirmId, lawFirmId), isNull(firmBankAccounts.removedAt)));
    return {
      id: firm.id,
      name: firm.name,
      digital_check_email: firm.digitalCheckEmail,
      bank_id: bank?.id ?? null,
      bank_account: bank
        ? {
            institution_name: bank.institutionName,
            account_type: bank.accountType,
            account_name: bank.accountName,
            account_number_masked: maskLastFour(bank.accountLastFour),
            routing_number_masked: maskLastFour(bank.routingLastFour),
          }
        : null,
      payee: firm.payee,
      mailing_name: firm.mailingName,
      mailing_street: firm.mailingStreet,
      mailing_city: firm.mailingCity,
      mailing_state: firm.mailingState,
      mailing_zip: firm.mailingZip,
      mfa_required: firm.mfaRequired,
    };
  }

  return {
    getLawFirm,

    async setDigitalCheckEmail(actor: Actor, email: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(lawFirms).set({ digitalCheckEmail: email }).where(eq(lawFirms.id, actor.lawFirmId));
        await audit.record(
          { action: 'firm.digital_check_email_set', actorUserId: actor.userId, realm: 'collector', ip: actor.ip, details: { law_firm_id: actor.lawFirmId } },
          tx,
        );
      });
    },

    /** Connects a bank account for ACH payouts, replacing the active one, in one transaction. */
    async connectBankAccount(actor: Actor, input: BankAccountInput): Promise<void> {
      await db.transaction(async (tx) => {
        const now = clock.now();
        const replaced = await tx
          .update(firmBankAccounts)
          .set({ removedAt: now, removedBy: actor.userId })
          .where(and(eq(firmBankAccounts.lawFirmId, actor.lawFirmId), isNull(firmBankAccounts.removedAt)))
          .returning({ id: firmBankAccounts.id });
        const [row] = await tx
          .insert(firmBankAccounts)
          .values({
            lawFirmId: actor.lawFirmId,
            institutionName: institutionFor(input.routing_number),
            accountType: input.account_type,
            accountName: input.account_name,
            routingNumberEncrypted: crypto.encrypt(input.routing_number),
            routingLastFour: input.routing_number.slice(-4),
            accountNumberEncrypted: crypto.encrypt(input.account_number),
            accountLastFour: input.account_number.slice(-4),
            createdAt: now,
            createdBy: actor.userId,
          })
          .returning({ id: firmBankAccounts.id });
        if (input.email) await tx.update(lawFirms).set({ digitalCheckEmail: input.email }).where(eq(lawFirms.id, actor.lawFirmId));
        await audit.record(
          {
            action: 'firm.bank_account_connected',
            actorUserId: actor.userId,
            realm: 'collector',
            ip: actor.ip,
            details: {
              law_firm_id: actor.lawFirmId,
              bank_id: row?.id,
              replaced_bank_id: replaced[0]?.id ?? null,
              account_last_four: input.account_number.slice(-4),
            },
          },
          tx,
        );
      });
    },

    async removeBankAccount(actor: Actor): Promise<void> {
      await db.transaction(async (tx) => {
        const removed = await tx
          .update(firmBankAccounts)
          .set({ removedAt: clock.now(), removedBy: actor.userId })
          .where(and(eq(firmBankAccounts.lawFirmId, actor.lawFirmId), isNull(firmBankAccounts.removedAt)))
          .returning({ id: firmBankAccounts.id });
        if (removed.length === 0) throw new AppError('CONFLICT', FIRM_MESSAGES.noBank);
        await audit.record(
          {
            action: 'firm.bank_account_removed',
            actorUserId: actor.userId,
            realm: 'collector',
            ip: actor.ip,
            details: { law_firm_id: actor.lawFirmId, bank_id: removed[0]?.id },
          },
          tx,
        );
      });
    },

    async updatePaymentDetails(actor: Actor, details: FirmPaymentDetails): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(lawFirms)
          .set({
            payee: details.payee,
            mailingName: details.mailing_name || null,
            mailingStreet: details.mailing_street,
            mailingCity: details.mailing_city,
            mailingState: details.mailing_state,
            mailingZip: details.mailing_zip,
          })
          .where(eq(lawFirms.id, actor.lawFirmId));
        await audit.record(
          { action: 'firm.payment_details_updated', actorUserId: actor.userId, realm: 'collector', ip: actor.ip, details: { law_firm_id: actor.lawFirmId } },
          tx,
        );
      });
    },
  };
}
export type FirmSettingsService = ReturnType<typeof createFirmSettingsService>;
