import { type BankAccountInput, describePayoutChange, maskLastFour } from '@parley/shared';
import type { payoutChanges } from '../../db/schema/index.js';

export type Actor = { userId: number; lawFirmId: number; ip: string };
/** Who changes the payout method: an administrator's change applies at once, anyone else's after the cooling-off period. */
export type PayoutActor = Actor & { isAdmin: boolean };
/** Who reads the firm's payout method: whether they may change it (two-step verification on) decides what they may cancel. */
export type PayoutReader = PayoutActor & { mayChangePayout: boolean };

/** Who may cancel a waiting payout change: any administrator, or the user who set it up. */
export function mayCancel(actor: PayoutActor, requestedBy: number | null): boolean {
  return actor.isAdmin || requestedBy === actor.userId;
}

/** A payout change as stored: a bank account's numbers only as ciphertext, with their last four. */
type StoredBank = {
  institutionName: string;
  accountType: 'CHECKING' | 'SAVINGS' | 'BUSINESS';
  accountName: string;
  routingNumberEncrypted: string;
  routingLastFour: string;
  accountNumberEncrypted: string;
  accountLastFour: string;
};
export type StoredChange =
  | { kind: 'bank_account'; bank: StoredBank; email: string | null }
  | { kind: 'digital_check_email'; email: string }
  | { kind: 'remove_bank_account' };

export type PayoutChangeRequest =
  | { kind: 'bank_account'; input: BankAccountInput }
  | { kind: 'digital_check_email'; email: string }
  | { kind: 'remove_bank_account' };
export type PayoutChangeOutcome = { applied: true } | { applied: false; id: number; effectiveAt: Date };

/** A pending change's row as the change it stores. */
export function storedOf(row: typeof payoutChanges.$inferSelect): StoredChange {
  if (row.kind === 'digital_check_email') return { kind: 'digital_check_email', email: row.email ?? '' };
  if (row.kind === 'remove_bank_account') return { kind: 'remove_bank_account' };
  return {
    kind: 'bank_account',
    email: row.email,
    bank: {
      institutionName: row.institutionName ?? '',
      accountType: row.accountType ?? 'CHECKING',
      accountName: row.accountName ?? '',
      routingNumberEncrypted: row.routingNumberEncrypted ?? '',
      routingLastFour: row.routingLastFour ?? '',
      accountNumberEncrypted: row.accountNumberEncrypted ?? '',
      accountLastFour: row.accountLastFour ?? '',
    },
  };
}

/** What a change does, in the words the administrators' email uses (numbers masked). */
export function summaryOf(change: StoredChange) {
  return describePayoutChange({
    kind: change.kind,
    institution_name: change.kind === 'bank_account' ? change.bank.institutionName : null,
    account_number_masked: change.kind === 'bank_account' ? maskLastFour(change.bank.accountLastFour) : null,
    email: change.kind === 'remove_bank_account' ? null : change.email,
  });
}
