import {
  type AddNotificationPolicyInput,
  filledEmails,
  MAX_FIRM_POLICIES,
  NOTIFICATION_MESSAGES,
  type NotificationEvent,
  type NotificationPolicy,
} from '@parley/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client.js';
import type { Audit } from '../../platform/audit.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/errors.js';
import type { Mailer } from '../../platform/mail.js';
import { buildNotificationEmail } from './notification-email.js';
import {
  type AccountForEmail,
  countFirmPolicies,
  deleteFirmPolicy,
  findAccountForEmail,
  findFirmPolicies,
  findNoticeRouting,
  insertPolicy,
  type PolicyRow,
} from './notifications.queries.js';

/** Read by other modules: this module's queries are its own, and this is the door to them. */
export { findFirmAdminEmails } from './notifications.queries.js';

type Actor = { userId: number; lawFirmId: number; ip: string };
/** `account`: the case the caller holds (the row its transaction locked and changed), so the notice reads it no more. */
export type NotifyFirmInput = { lawFirmId: number; event: NotificationEvent; documentId: number; account?: AccountForEmail };

function toView(row: PolicyRow): NotificationPolicy {
  return { id: row.id, email_type: row.emailType, state: row.states, addresses: row.emails.join(';') };
}

/**
 * A firm's notification policies (who is emailed about what), and the routing of each account
 * event to the addresses they name. Anyone in the firm may change the policies; every change is
 * in the audit log.
 */
export function createNotificationsService({
  db,
  mailer,
  clock,
  publicUrl,
  log,
  audit,
}: {
  db: Database;
  mailer: Mailer;
  clock: Clock;
  publicUrl: string;
  log: FastifyBaseLogger;
  audit: Audit;
}) {
  return {
    async listPolicies(lawFirmId: number): Promise<NotificationPolicy[]> {
      return (await findFirmPolicies(db, lawFirmId)).map(toView);
    },

    async addPolicy(actor: Actor, input: AddNotificationPolicyInput): Promise<NotificationPolicy> {
      return db.transaction(async (tx) => {
        if ((await countFirmPolicies(tx, actor.lawFirmId)) >= MAX_FIRM_POLICIES) throw new AppError('RULE_VIOLATED', NOTIFICATION_MESSAGES.tooManyPolicies);
        const row = await insertPolicy(tx, {
          lawFirmId: actor.lawFirmId,
          emailType: input.email_type,
          states: input.state,
          emails: input.emails,
          createdBy: actor.userId,
          createdAt: clock.now(),
        });
        await audit.record(
          {
            action: 'notification_policy.added',
            actorUserId: actor.userId,
            realm: 'collector',
            ip: actor.ip,
            details: { law_firm_id: actor.lawFirmId, policy_id: row.id, email_type: row.emailType, states: row.states, emails: row.emails },
          },
          tx,
        );
        return toView(row);
      });
    },

    /** Another firm's policy is answered as missing, never as forbidden: ids do not leak across firms. */
    async deletePolicy(actor: Actor, policyId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await deleteFirmPolicy(tx, actor.lawFirmId, policyId);
        if (!row) throw new AppError('NOT_FOUND', NOTIFICATION_MESSAGES.policyNotFound);
        await audit.record(
          {
            action: 'notification_policy.deleted',
            actorUserId: actor.userId,
            realm: 'collector',
            ip: actor.ip,
            details: { law_firm_id: actor.lawFirmId, policy_id: row.id, email_type: row.emailType, states: row.states, emails: row.emails },
          },
          tx,
        );
      });
    },

    /**
     * Emails the firm about an event on one of its accounts. Call it inside the transaction that
     * records the event, after recording it: the emails are queued in that transaction (nothing is
     * sent if it rolls back) and the mail job sends them after the commit, retrying failures.
     * One email per recipient, so no one sees the others' addresses.
     */
    async notifyFirm(tx: Executor, { lawFirmId, event, documentId, account: known }: NotifyFirmInput): Promise<{ recipients: string[]; isFallback: boolean }> {
      const account = known?.id === documentId ? known : await findAccountForEmail(tx, lawFirmId, documentId);
      if (!account) throw new AppError('NOT_FOUND', 'Account not found');
      const routing = await findNoticeRouting(tx, lawFirmId, event, account.lawsuitState);
      // Every address whose policy matches the event and the account's state; else the firm's admins.
      const matched = filledEmails(routing?.policyEmails ?? []);
      const isFallback = matched.length === 0;
      const recipients = isFallback ? filledEmails(routing?.adminEmails ?? []) : matched;
      if (recipients.length === 0) {
        log.warn({ lawFirmId, documentId, event }, 'no notification recipient: the firm has no matching policy and no admin with an email');
        return { recipients, isFallback };
      }
      const email = buildNotificationEmail({ event, account, firmName: routing?.firmName ?? 'your firm', publicUrl });
      for (const to of recipients) await mailer.enqueue(tx, { to, ...email });
      log.info({ lawFirmId, documentId, event, recipientCount: recipients.length, isFallback }, 'firm notification queued');
      return { recipients, isFallback };
    },
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
