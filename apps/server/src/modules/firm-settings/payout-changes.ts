import { FIRM_MESSAGES, maskLastFour, PAYOUT_COOLING_OFF_HOURS, type PayoutChangeKind, type PendingPayoutChangeView } from '@parley/shared';
import { and, eq, isNull, lte } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { firmBankAccounts, lawFirms, payoutChanges, users } from '../../db/schema/index.js';
import type { Audit } from '../../platform/audit.js';
import { type Clock, HOUR } from '../../platform/clock.js';
import type { Crypto } from '../../platform/crypto.js';
import { AppError } from '../../platform/errors.js';
import type { Mailer } from '../../platform/mail.js';
import {
  mayCancel,
  type PayoutActor,
  type PayoutChangeOutcome,
  type PayoutChangeRequest,
  type PayoutReader,
  type StoredChange,
  storedOf,
} from './payout-change.js';
import { createPayoutNotices } from './payout-notices.js';
import { institutionFor } from './routing-directory.js';

/** Who wrote a change to the payout method: the actor, or the author of a pending change that came due. */
type Writer = { lawFirmId: number; userId: number | null; ip: string | null; payoutChangeId?: number };

const COOLING_OFF_MS = PAYOUT_COOLING_OFF_HOURS * HOUR;
const isPending = (lawFirmId: number) => and(eq(payoutChanges.lawFirmId, lawFirmId), isNull(payoutChanges.appliedAt), isNull(payoutChanges.cancelledAt));

/**
 * Issue 38.5: where a firm's payouts go (the ACH account, the digital check email) and the changes
 * to it. An administrator's change, confirmed with their two-step code, applies at once; anyone
 * else's (with their own code) waits PAYOUT_COOLING_OFF_HOURS as the firm's one pending change, and
 * applies lazily, exactly once, the first time a read or a payout needs the destination after that.
 * Every administrator but the actor is emailed at once. `writeChange` is the only writer of
 * firm_bank_accounts and the digital check email.
 */
export function createPayoutChanges({
  db,
  clock,
  crypto,
  audit,
  mailer,
  publicUrl,
}: {
  db: Database;
  clock: Clock;
  crypto: Crypto;
  audit: Audit;
  mailer: Mailer;
  publicUrl: string;
}) {
  const { notifyAdmins } = createPayoutNotices({ db, audit, mailer, publicUrl });

  function store(request: PayoutChangeRequest): StoredChange {
    if (request.kind !== 'bank_account') return request;
    const { input } = request;
    return {
      kind: 'bank_account',
      email: input.email ?? null,
      bank: {
        institutionName: institutionFor(input.routing_number),
        accountType: input.account_type,
        accountName: input.account_name,
        routingNumberEncrypted: crypto.encrypt(input.routing_number),
        routingLastFour: input.routing_number.slice(-4),
        accountNumberEncrypted: crypto.encrypt(input.account_number),
        accountLastFour: input.account_number.slice(-4),
      },
    };
  }

  async function activeBankId(tx: Executor, lawFirmId: number): Promise<number | null> {
    const [bank] = await tx
      .select({ id: firmBankAccounts.id })
      .from(firmBankAccounts)
      .where(and(eq(firmBankAccounts.lawFirmId, lawFirmId), isNull(firmBankAccounts.removedAt)));
    return bank?.id ?? null;
  }

  /** Writes a change to the payout method and audits it. Answers false for a removal with no account to remove. */
  async function writeChange(tx: Executor, writer: Writer, change: StoredChange, now: Date): Promise<boolean> {
    const base = { actorUserId: writer.userId, realm: 'collector' as const, ip: writer.ip };
    const via = writer.payoutChangeId === undefined ? {} : { payout_change_id: writer.payoutChangeId };
    if (change.kind === 'digital_check_email') {
      await tx.update(lawFirms).set({ digitalCheckEmail: change.email }).where(eq(lawFirms.id, writer.lawFirmId));
      await audit.record({ ...base, action: 'firm.digital_check_email_set', details: { law_firm_id: writer.lawFirmId, ...via } }, tx);
      return true;
    }
    const replaced = await tx
      .update(firmBankAccounts)
      .set({ removedAt: now, removedBy: writer.userId })
      .where(and(eq(firmBankAccounts.lawFirmId, writer.lawFirmId), isNull(firmBankAccounts.removedAt)))
      .returning({ id: firmBankAccounts.id });
    if (change.kind === 'remove_bank_account') {
      if (replaced.length === 0) return false;
      await audit.record({ ...base, action: 'firm.bank_account_removed', details: { law_firm_id: writer.lawFirmId, bank_id: replaced[0]?.id, ...via } }, tx);
      return true;
    }
    const [row] = await tx
      .insert(firmBankAccounts)
      .values({ lawFirmId: writer.lawFirmId, ...change.bank, createdAt: now, createdBy: writer.userId })
      .returning({ id: firmBankAccounts.id });
    if (change.email) await tx.update(lawFirms).set({ digitalCheckEmail: change.email }).where(eq(lawFirms.id, writer.lawFirmId));
    await audit.record(
      {
        ...base,
        action: 'firm.bank_account_connected',
        details: {
          law_firm_id: writer.lawFirmId,
          bank_id: row?.id,
          replaced_bank_id: replaced[0]?.id ?? null,
          account_last_four: change.bank.accountLastFour,
          ...via,
        },
      },
      tx,
    );
    return true;
  }
  /**
   * Applies the firm's pending change if it is due, exactly once: the row is locked and claimed by
   * a conditional update, so two callers at once (a payout run and a page load) apply it once.
   * Call it inside the transaction that then reads the destination. Answers whether it applied one.
   */
  async function applyDuePayoutChange(tx: Executor, lawFirmId: number, now: Date): Promise<boolean> {
    const [due] = await tx
      .select()
      .from(payoutChanges)
      .where(and(isPending(lawFirmId), lte(payoutChanges.effectiveAt, now)))
      .for('update');
    if (!due) return false;
    const [claimed] = await tx
      .update(payoutChanges)
      .set({ appliedAt: now })
      .where(and(eq(payoutChanges.id, due.id), isNull(payoutChanges.appliedAt), isNull(payoutChanges.cancelledAt)))
      .returning({ id: payoutChanges.id });
    if (!claimed) return false;
    const changed = await writeChange(tx, { lawFirmId, userId: due.requestedBy, ip: null, payoutChangeId: due.id }, storedOf(due), now);
    await audit.record(
      {
        action: 'firm.payout_change_applied',
        actorUserId: null,
        realm: 'collector',
        lawFirmId,
        ip: null,
        details: { law_firm_id: lawFirmId, payout_change_id: due.id, kind: due.kind, requested_by: due.requestedBy, nothing_to_change: !changed },
      },
      tx,
    );
    return true;
  }

  /** A due change is rare: look without a lock first, and take the lock only when one is there. */
  async function applyDueNow(lawFirmId: number): Promise<void> {
    const now = clock.now();
    const [due] = await db
      .select({ id: payoutChanges.id })
      .from(payoutChanges)
      .where(and(isPending(lawFirmId), lte(payoutChanges.effectiveAt, now)))
      .limit(1);
    if (!due) return;
    await db.transaction(async (tx) => {
      await tx.select({ id: lawFirms.id }).from(lawFirms).where(eq(lawFirms.id, lawFirmId)).for('update');
      await applyDuePayoutChange(tx, lawFirmId, now);
    });
  }

  /** The firm's pending change as the page shows it, numbers masked. */
  async function findPendingPayoutChange(reader: PayoutReader): Promise<PendingPayoutChangeView | null> {
    const [row] = await db
      .select({ change: payoutChanges, requestedByEmail: users.email })
      .from(payoutChanges)
      .leftJoin(users, eq(users.id, payoutChanges.requestedBy))
      .where(isPending(reader.lawFirmId));
    if (!row) return null;
    return viewOf(row.change, row.requestedByEmail, reader);
  }

  function viewOf(change: typeof payoutChanges.$inferSelect, requestedByEmail: string | null, reader: PayoutReader): PendingPayoutChangeView {
    return {
      id: change.id,
      kind: change.kind,
      institution_name: change.institutionName,
      account_number_masked: change.accountLastFour ? maskLastFour(change.accountLastFour) : null,
      email: change.email,
      requested_by_email: requestedByEmail,
      requested_at: change.requestedAt.toISOString(),
      effective_at: change.effectiveAt.toISOString(),
      can_cancel: reader.mayChangePayout && mayCancel(reader, change.requestedBy),
    };
  }

  /**
   * Changes where the firm's payouts go. An administrator's change applies at once; so does anyone
   * else's while the firm has no payout method at all (nothing to divert from). Otherwise it becomes
   * the firm's pending change, replacing an earlier one, and applies after the cooling-off period.
   */
  async function changePayout(actor: PayoutActor, request: PayoutChangeRequest): Promise<PayoutChangeOutcome> {
    const change = store(request);
    const now = clock.now();
    const outcome = await db.transaction(async (tx): Promise<PayoutChangeOutcome> => {
      // The firm's row serializes payout changes with each other and with payout runs.
      const [firm] = await tx.select().from(lawFirms).where(eq(lawFirms.id, actor.lawFirmId)).for('update');
      if (!firm) throw new AppError('NOT_FOUND', 'Law firm not found');
      await applyDuePayoutChange(tx, actor.lawFirmId, now);
      const bankId = await activeBankId(tx, actor.lawFirmId);
      if (change.kind === 'remove_bank_account' && bankId === null) throw new AppError('CONFLICT', FIRM_MESSAGES.noBank);
      const [current] = await tx.select({ email: lawFirms.digitalCheckEmail }).from(lawFirms).where(eq(lawFirms.id, actor.lawFirmId));
      if (actor.isAdmin || (bankId === null && !current?.email)) {
        await writeChange(tx, actor, change, now);
        return { applied: true };
      }
      const replaced = await tx
        .update(payoutChanges)
        .set({ cancelledAt: now, cancelledBy: actor.userId })
        .where(isPending(actor.lawFirmId))
        .returning({ id: payoutChanges.id });
      for (const { id } of replaced) {
        await audit.record(
          {
            action: 'firm.payout_change_cancelled',
            actorUserId: actor.userId,
            realm: 'collector',
            ip: actor.ip,
            details: { law_firm_id: actor.lawFirmId, payout_change_id: id, reason: 'replaced' },
          },
          tx,
        );
      }
      const effectiveAt = new Date(now.getTime() + COOLING_OFF_MS);
      const [row] = await tx
        .insert(payoutChanges)
        .values({
          lawFirmId: actor.lawFirmId,
          kind: change.kind satisfies PayoutChangeKind,
          ...(change.kind === 'bank_account' ? change.bank : {}),
          email: change.kind === 'remove_bank_account' ? null : change.email,
          requestedBy: actor.userId,
          requestedAt: now,
          effectiveAt,
        })
        .returning({ id: payoutChanges.id });
      if (!row) throw new Error('payout change insert returned nothing');
      await audit.record(
        {
          action: 'firm.payout_change_scheduled',
          actorUserId: actor.userId,
          realm: 'collector',
          ip: actor.ip,
          details: {
            law_firm_id: actor.lawFirmId,
            payout_change_id: row.id,
            kind: change.kind,
            effective_at: effectiveAt.toISOString(),
            ...(change.kind === 'bank_account' ? { account_last_four: change.bank.accountLastFour } : {}),
          },
        },
        tx,
      );
      return { applied: false, id: row.id, effectiveAt };
    });
    await notifyAdmins(actor, change, outcome.applied ? { kind: 'applied', at: now } : { kind: 'scheduled', at: outcome.effectiveAt });
    return outcome;
  }

  /**
   * Cancels the firm's pending change: an administrator any, anyone else only their own. Another
   * firm's change is not found; one already applied or cancelled is a conflict.
   */
  async function cancelPayoutChange(actor: PayoutActor, payoutChangeId: number): Promise<void> {
    const now = clock.now();
    const cancelled = await db.transaction(async (tx) => {
      await tx.select({ id: lawFirms.id }).from(lawFirms).where(eq(lawFirms.id, actor.lawFirmId)).for('update');
      await applyDuePayoutChange(tx, actor.lawFirmId, now);
      const [row] = await tx
        .select()
        .from(payoutChanges)
        .where(and(eq(payoutChanges.id, payoutChangeId), eq(payoutChanges.lawFirmId, actor.lawFirmId)))
        .for('update');
      if (!row) throw new AppError('NOT_FOUND', FIRM_MESSAGES.payoutChangeNotFound);
      if (row.appliedAt || row.cancelledAt) throw new AppError('CONFLICT', FIRM_MESSAGES.noPendingPayoutChange);
      if (!mayCancel(actor, row.requestedBy)) throw new AppError('FORBIDDEN', FIRM_MESSAGES.payoutChangeCancelNotYours);
      await tx.update(payoutChanges).set({ cancelledAt: now, cancelledBy: actor.userId }).where(eq(payoutChanges.id, row.id));
      await audit.record(
        {
          action: 'firm.payout_change_cancelled',
          actorUserId: actor.userId,
          realm: 'collector',
          ip: actor.ip,
          details: { law_firm_id: actor.lawFirmId, payout_change_id: row.id, kind: row.kind, requested_by: row.requestedBy },
        },
        tx,
      );
      return row;
    });
    await notifyAdmins(actor, storedOf(cancelled), { kind: 'cancelled', payoutChangeId: cancelled.id });
  }

  return { changePayout, cancelPayoutChange, applyDuePayoutChange, applyDueNow, findPendingPayoutChange };
}
export type PayoutChanges = ReturnType<typeof createPayoutChanges>;
