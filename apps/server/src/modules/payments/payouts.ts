import { formatCents, type LedgerLine } from '@parley/shared';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { firmBankAccounts, lawFirms, ledgerEntries, ledgerJournals, payouts } from '../../db/schema/index.js';
import type { PaymentsContext } from './context.js';
import { firmPayableByDocument, firmsOwed, postJournal } from './ledger.js';

type Payout = typeof payouts.$inferSelect;

/**
 * Paying firms what the ledger says Parley owes them: by ACH to the firm's connected bank account,
 * or by digital check to its check email when it has none (or its account returned the last ACH).
 * A payout moves the amount from firm_payable to payouts_in_transit, per account; settlement
 * moves it out of Parley's cash; a return puts it back as owed.
 */
export function createPayoutOperations(ctx: PaymentsContext) {
  const { db, crypto, payments: providers, log } = ctx;

  async function destinationOf(tx: Executor, lawFirmId: number) {
    const [firm] = await tx.select().from(lawFirms).where(eq(lawFirms.id, lawFirmId));
    const [bank] = await tx
      .select()
      .from(firmBankAccounts)
      .where(and(eq(firmBankAccounts.lawFirmId, lawFirmId), isNull(firmBankAccounts.removedAt)));
    const [returned] = bank
      ? await tx
          .select({ id: payouts.id })
          .from(payouts)
          .where(and(eq(payouts.bankAccountId, bank.id), eq(payouts.status, 'returned')))
          .limit(1)
      : [];
    if (bank && !returned) return { method: 'ach' as const, bank, destination: `${bank.accountType.toLowerCase()} ••••${bank.accountLastFour}`, firm };
    if (firm?.digitalCheckEmail) return { method: 'digital_check' as const, bank: null, destination: firm.digitalCheckEmail, firm };
    return null;
  }

  async function send(payout: Payout) {
    const bank = payout.bankAccountId ? (await db.select().from(firmBankAccounts).where(eq(firmBankAccounts.id, payout.bankAccountId)))[0] : undefined;
    const state = await providers.payoutRail.send({
      method: payout.method,
      amountCents: payout.amountCents,
      idempotencyKey: `payout-${payout.id}`,
      ach: bank
        ? {
            routingNumber: crypto.decrypt(bank.routingNumberEncrypted),
            accountNumber: crypto.decrypt(bank.accountNumberEncrypted),
            accountType: bank.accountType,
            accountName: bank.accountName,
          }
        : undefined,
      checkEmail: payout.method === 'digital_check' ? payout.destination : undefined,
    });
    await db.update(payouts).set({ providerReference: state.id }).where(eq(payouts.id, payout.id));
    if (payout.method === 'digital_check') {
      await ctx.mailer.send({
        to: payout.destination,
        subject: `Parley sent you a digital check for ${formatCents(payout.amountCents)}`,
        text: `Parley sent a digital check of ${formatCents(payout.amountCents)} for settlement payments collected on your accounts (payout ${payout.id}, reference ${state.id}).\n\nPrint and deposit it like a paper check, or connect a bank account in Parley (Direct Deposit) to be paid by ACH.\n\n— Parley`,
      });
    }
  }

  /** The lines a payout put in transit, per account: settlement and returns undo them. */
  async function transitLinesOf(payout: Payout): Promise<LedgerLine[]> {
    const rows = await db
      .select({ amount: ledgerEntries.amountCents, documentId: ledgerEntries.customerDocumentId })
      .from(ledgerEntries)
      .innerJoin(ledgerJournals, eq(ledgerJournals.id, ledgerEntries.journalId))
      .where(and(eq(ledgerJournals.idempotencyKey, `payout:${payout.id}`), eq(ledgerEntries.account, 'payouts_in_transit')));
    return rows.map((r) => ({ account: 'payouts_in_transit' as const, amountCents: -r.amount, lawFirmId: payout.lawFirmId, documentId: r.documentId }));
  }

  return {
    /** Pays each firm everything it is owed, in one payout per firm. */
    async runPayouts(now: Date): Promise<Payout[]> {
      const made: Payout[] = [];
      for (const lawFirmId of await firmsOwed(db)) {
        const payout = await db.transaction(async (tx) => {
          // One payout at a time per firm: the firm's row is the lock. A payout change whose
          // cooling-off period is over takes effect first (issue 38.5), so the destination is the
          // one in force at `now`: the previous method before effective_at, the new one after.
          await tx.select({ id: lawFirms.id }).from(lawFirms).where(eq(lawFirms.id, lawFirmId)).for('update');
          await ctx.applyDuePayoutChange(tx, lawFirmId, now);
          const destination = await destinationOf(tx, lawFirmId);
          if (!destination) {
            log.warn({ lawFirmId }, 'a firm is owed money but has no bank account or check email');
            return null;
          }
          const owed = await firmPayableByDocument(tx, lawFirmId);
          const total = owed.reduce((s, o) => s + o.owedCents, 0);
          if (total <= 0) return null;
          const [row] = await tx
            .insert(payouts)
            .values({
              lawFirmId,
              method: destination.method,
              bankAccountId: destination.bank?.id ?? null,
              destination: destination.destination,
              amountCents: total,
              status: 'in_transit',
              createdAt: now,
            })
            .returning();
          if (!row) throw new Error('payout insert returned nothing');
          await postJournal(tx, {
            kind: 'payout',
            key: `payout:${row.id}`,
            lawFirmId,
            payoutId: row.id,
            at: now,
            lines: owed.flatMap((o) => [
              { account: 'firm_payable' as const, amountCents: o.owedCents, lawFirmId, documentId: o.documentId },
              { account: 'payouts_in_transit' as const, amountCents: -o.owedCents, lawFirmId, documentId: o.documentId },
            ]),
          });
          return row;
        });
        if (!payout) continue;
        made.push(payout);
        await send(payout).catch((err: unknown) => log.warn({ err, payoutId: payout.id }, 'payout not sent yet; will retry'));
      }
      return made;
    },

    /** Asks the rail about every payout in transit: settled ones leave Parley's cash, returned ones are owed again. */
    async settlePayouts(now: Date) {
      const open = await db.select().from(payouts).where(eq(payouts.status, 'in_transit'));
      for (const payout of open) {
        if (!payout.providerReference) {
          await send(payout).catch((err: unknown) => log.warn({ err, payoutId: payout.id }, 'payout still not sent'));
          continue;
        }
        const state = await providers.payoutRail.retrieve(payout.providerReference);
        if (state.status === 'in_transit') continue;
        const transit = await transitLinesOf(payout);
        await db.transaction(async (tx) => {
          const [locked] = await tx.select().from(payouts).where(eq(payouts.id, payout.id)).for('update');
          if (locked?.status !== 'in_transit') return;
          if (state.status === 'paid') {
            await postJournal(tx, {
              kind: 'payout_settled',
              key: `payout:${payout.id}:settled`,
              lawFirmId: payout.lawFirmId,
              payoutId: payout.id,
              at: now,
              lines: transit.flatMap((l) => [l, { ...l, account: 'platform_cash' as const, amountCents: -l.amountCents }]),
            });
            await tx.update(payouts).set({ status: 'paid', settledAt: now }).where(eq(payouts.id, payout.id));
          } else {
            await postJournal(tx, {
              kind: 'payout_returned',
              key: `payout:${payout.id}:returned`,
              lawFirmId: payout.lawFirmId,
              payoutId: payout.id,
              at: now,
              memo: state.returnReason ?? 'returned',
              lines: transit.flatMap((l) => [l, { ...l, account: 'firm_payable' as const, amountCents: -l.amountCents }]),
            });
            await tx.update(payouts).set({ status: 'returned', returnedAt: now, returnReason: state.returnReason }).where(eq(payouts.id, payout.id));
          }
        });
      }
    },

    async payoutsOf(lawFirmId: number) {
      const rows = await db.select().from(payouts).where(eq(payouts.lawFirmId, lawFirmId)).orderBy(desc(payouts.createdAt), desc(payouts.id)).limit(100);
      const owed = (await firmPayableByDocument(db, lawFirmId)).reduce((s, o) => s + o.owedCents, 0);
      return {
        owed_cents: owed,
        payouts: rows.map((p) => ({
          id: p.id,
          method: p.method,
          destination: p.destination,
          amount: p.amountCents,
          status: p.status,
          created_at: p.createdAt.toISOString(),
          settled_at: p.settledAt?.toISOString() ?? null,
          return_reason: p.returnReason,
        })),
      };
    },
  };
}
