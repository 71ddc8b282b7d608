import { formatPayoutEffectiveAt } from '@parley/shared';
import { eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import type { Audit } from '../../platform/audit.js';
import { escapeHtml } from '../../platform/html.js';
import type { Mailer } from '../../platform/mail.js';
import { findFirmAdminEmails } from '../notifications/notifications.service.js';
import { type Actor, type StoredChange, summaryOf } from './payout-change.js';

/** The firm's administrators' emails, but the actor's own. */
export async function otherAdminEmails(db: Executor, lawFirmId: number, exceptUserId: number | null): Promise<string[]> {
  const [actor] = exceptUserId === null ? [] : await db.select({ email: users.email }).from(users).where(eq(users.id, exceptUserId));
  return (await findFirmAdminEmails(db, lawFirmId)).filter((email) => email !== actor?.email);
}

/** The firm's administrators told of a payout change someone else made, scheduled or cancelled. */
export function createPayoutNotices({ db, audit, mailer, publicUrl }: { db: Database; audit: Audit; mailer: Mailer; publicUrl: string }) {
  /** Emails every administrator of the firm but the actor; never more than the last four of a number. */
  async function notifyAdmins(
    actor: Actor,
    change: StoredChange,
    outcome: { kind: 'applied'; at: Date } | { kind: 'scheduled'; at: Date } | { kind: 'cancelled'; payoutChangeId: number },
  ): Promise<void> {
    const admins = await otherAdminEmails(db, actor.lawFirmId, actor.userId);
    if (admins.length === 0) return;
    const [who] = await db.select({ email: users.email }).from(users).where(eq(users.id, actor.userId));
    const name = who?.email ?? 'A user of your firm';
    const what = summaryOf(change);
    const link = `${publicUrl}/collectors/direct_deposit`;
    const when = outcome.kind === 'cancelled' ? '' : formatPayoutEffectiveAt(outcome.at, 'UTC');
    const message =
      outcome.kind === 'scheduled'
        ? {
            subject: `${name} scheduled a change to where your firm's payouts go on Parley`,
            lines: [
              `${name} set up ${what}.`,
              `It takes effect on ${when}. Until then payouts go to the current method.`,
              `If you did not expect this, cancel it before then on the Direct Deposit page (you confirm with your two-step code): ${link}`,
            ],
          }
        : outcome.kind === 'applied'
          ? {
              subject: `${name} changed where your firm's payouts go on Parley`,
              lines: [`${name} set up ${what}.`, `It took effect at once, on ${when}.`, `If this is wrong, change it on the Direct Deposit page: ${link}`],
            }
          : {
              subject: `${name} cancelled a scheduled payout change on Parley`,
              lines: [`${name} cancelled ${what}.`, 'Payouts keep going to the current method.', `See the Direct Deposit page: ${link}`],
            };
    for (const to of admins) {
      await mailer.send({
        to,
        subject: message.subject,
        text: `${message.lines.join('\n\n')}\n\n— Parley`,
        html: message.lines.map((line) => `<p>${escapeHtml(line).replace(escapeHtml(link), `<a href="${link}">${escapeHtml(link)}</a>`)}</p>`).join(''),
      });
    }
    await audit.record({
      action: 'firm.payout_change_notified',
      actorUserId: actor.userId,
      realm: 'collector',
      ip: actor.ip,
      details: { law_firm_id: actor.lawFirmId, kind: change.kind, outcome: outcome.kind, admins_emailed: admins.length },
    });
  }

  return { notifyAdmins };
}
