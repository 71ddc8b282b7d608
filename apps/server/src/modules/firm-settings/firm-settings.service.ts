import type { FirmPaymentDetailsSchema } from '@parley/shared';
import { type BankAccountInput, firmMailingAddress, formatMailingAddress, maskLastFour } from '@parley/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { firmBankAccounts, lawFirms, users } from '../../db/schema/index.js';
import type { Audit } from '../../platform/audit.js';
import type { Clock } from '../../platform/clock.js';
import type { Crypto } from '../../platform/crypto.js';
import { AppError } from '../../platform/errors.js';
import { escapeHtml } from '../../platform/html.js';
import type { Mailer } from '../../platform/mail.js';
import type { RateLimiter } from '../../platform/rate-limit.js';
import type { Actor, PayoutReader } from './payout-change.js';
import { createPayoutChanges } from './payout-changes.js';
import { otherAdminEmails } from './payout-notices.js';

export type { Actor } from './payout-change.js';

type FirmPaymentDetails = z.infer<typeof FirmPaymentDetailsSchema>;

/** One request a user every 10 minutes: enough to ask, too few to flood the administrators' inboxes. */
const PAYOUT_REQUEST_LIMIT = { limit: 1, windowMs: 10 * 60_000 };

/**
 * Where a firm's money goes (ACH or digital check) and its payment details. Users with two-step
 * verification change the payout destination (an administrator's change at once, anyone else's
 * after a cooling-off period: payout-changes.ts); everyone in the firm keeps the payment details,
 * and the administrators hear of a change others make.
 */
export function createFirmSettingsService({
  db,
  clock,
  crypto,
  audit,
  mailer,
  limiter,
  publicUrl,
}: {
  db: Database;
  clock: Clock;
  crypto: Crypto;
  audit: Audit;
  mailer: Mailer;
  limiter: RateLimiter;
  publicUrl: string;
}) {
  const payouts = createPayoutChanges({ db, clock, crypto, audit, mailer, publicUrl });
  const adminEmails = (lawFirmId: number, exceptUserId: number) => otherAdminEmails(db, lawFirmId, exceptUserId);

  /** The firm's payout method and payment details as `reader` sees them (what they may cancel). */
  async function getLawFirm(reader: PayoutReader) {
    const { lawFirmId } = reader;
    // A pending payout change whose cooling-off period is over takes effect before anyone reads the method.
    await payouts.applyDueNow(lawFirmId);
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
      pending_payout_change: await payouts.findPendingPayoutChange(reader),
    };
  }

  return {
    getLawFirm,

    ...payouts,

    /** An administrator's changes, applied at once (the other administrators are emailed). */
    async setDigitalCheckEmail(actor: Actor, email: string): Promise<void> {
      await payouts.changePayout({ ...actor, isAdmin: true }, { kind: 'digital_check_email', email });
    },
    async connectBankAccount(actor: Actor, input: BankAccountInput): Promise<void> {
      await payouts.changePayout({ ...actor, isAdmin: true }, { kind: 'bank_account', input });
    },
    async removeBankAccount(actor: Actor): Promise<void> {
      await payouts.changePayout({ ...actor, isAdmin: true }, { kind: 'remove_bank_account' });
    },

    async updatePaymentDetails(actor: Actor, details: FirmPaymentDetails, byAdmin: boolean): Promise<void> {
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
      if (byAdmin) return;
      // Where consumers send money changed by someone who is not an administrator: they hear of it.
      const [editor] = await db.select({ email: users.email }).from(users).where(eq(users.id, actor.userId));
      const mailing = firmMailingAddress(details);
      const address = [details.mailing_name, ...(mailing ? formatMailingAddress(mailing) : [])].filter(Boolean).join(', ');
      for (const to of await adminEmails(actor.lawFirmId, actor.userId)) {
        await mailer.send({
          to,
          subject: "Your firm's payment details were changed on Parley",
          text: `${editor?.email ?? 'A user of your firm'} changed the firm's payment details.\n\nPayee: ${details.payee}\nMailing address: ${address}\n\nIf this is wrong, correct it at ${publicUrl}/collectors/payment_details.`,
          html: `<p>${escapeHtml(editor?.email ?? 'A user of your firm')} changed the firm's payment details.</p><p>Payee: ${escapeHtml(details.payee)}<br>Mailing address: ${escapeHtml(address)}</p><p>If this is wrong, <a href="${publicUrl}/collectors/payment_details">correct it</a>.</p>`,
        });
      }
    },

    /** A staff user asks the administrators to change where payouts go; they are emailed. */
    async requestPayoutChange(actor: Actor, request: { requester: string; note: string }): Promise<void> {
      await limiter.consume(`payout-request:${actor.userId}`, PAYOUT_REQUEST_LIMIT);
      const admins = await adminEmails(actor.lawFirmId, actor.userId);
      if (admins.length === 0) throw new AppError('RULE_VIOLATED', "Your firm has no other administrator to ask. Contact Parley's support.");
      const note = request.note ? `\n\nTheir note: "${request.note}"` : '';
      for (const to of admins) {
        await mailer.send({
          to,
          subject: `${request.requester} asked you to change your firm's payout account on Parley`,
          text: `${request.requester} asked a firm administrator to change where the firm's settlement payouts go.${note}\n\nOnly an administrator can do it, with a two-step code: ${publicUrl}/collectors/direct_deposit`,
          html: `<p>${escapeHtml(request.requester)} asked a firm administrator to change where the firm's settlement payouts go.</p>${
            request.note ? `<p>Their note: &ldquo;${escapeHtml(request.note)}&rdquo;</p>` : ''
          }<p>Only an administrator can do it, with a two-step code: <a href="${publicUrl}/collectors/direct_deposit">Direct Deposit</a>.</p>`,
        });
      }
      await audit.record({
        action: 'firm.payout_change_requested',
        actorUserId: actor.userId,
        realm: 'collector',
        ip: actor.ip,
        details: { law_firm_id: actor.lawFirmId, admins_emailed: admins.length },
      });
    },
  };
}
export type FirmSettingsService = ReturnType<typeof createFirmSettingsService>;
