import { isDisputeOpen, validationPeriodEnd } from '@parley/shared';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../../db/client.js';
import { accountComplianceFlags, conversations, customerDocuments, validationNotices } from '../../../db/schema/index.js';
import { isTimeBarred } from './limitations.js';
import { consumerTimeZone, nextAllowedContact, startOfLocalDay } from './local-time.js';
import type { ComplianceContext } from './rules.js';

export const DAILY_MESSAGE_CAP = 5;

/** The consumer's calendar date (`YYYY-MM-DD`) at `at` in their time zone. */
const localDateOf = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

/**
 * 1006.34(b)(5): the validation period runs through the last day the notice itself states (30 days
 * after receipt, which a holiday in the mail days moves), in the consumer's time zone. Flags that
 * predate stored notices fall back to the same rule for a mailed notice sent on the flag's day.
 */
export function isInValidationPeriod(
  validationNoticeAt: Date | null | undefined,
  storedPeriodEnd: string | null | undefined,
  now: Date,
  timeZone: string,
): boolean {
  if (!validationNoticeAt) return false;
  const end = storedPeriodEnd ?? validationPeriodEnd(localDateOf(validationNoticeAt, timeZone), 'mail');
  return localDateOf(now, timeZone) <= end;
}

/** The conversation a collector message belongs to, with what the rules read of its account. */
export type ComplianceAccount = NonNullable<Awaited<ReturnType<typeof findComplianceAccount>>>;

/**
 * One read of the conversation, its account's rule inputs and its compliance flags. `where` narrows
 * it further (the sender's ownership of the conversation, when the send path reads it once for both).
 */
export async function findComplianceAccount(db: Executor, conversationId: number, where?: SQL) {
  const [row] = await db
    .select({
      conversation: conversations,
      doc: {
        mailingState: customerDocuments.mailingState,
        lawsuitState: customerDocuments.lawsuitState,
        mailingZip: customerDocuments.mailingZip,
        lawsuitAmountCents: customerDocuments.lawsuitAmountCents,
        collectedCents: customerDocuments.collectedCents,
      },
      flags: accountComplianceFlags,
      validationPeriodEnd: validationNotices.validationPeriodEnd,
    })
    .from(conversations)
    .innerJoin(customerDocuments, eq(customerDocuments.id, conversations.customerDocumentId))
    .leftJoin(accountComplianceFlags, eq(accountComplianceFlags.customerDocumentId, customerDocuments.id))
    .leftJoin(validationNotices, eq(validationNotices.customerDocumentId, customerDocuments.id))
    .where(and(eq(conversations.id, conversationId), where));
  return row ?? null;
}

/** Everything the rules need to know about the account and conversation of one collector message, from the data. */
export async function loadComplianceContext(
  db: Executor,
  account: ComplianceAccount,
  message: { id: number; senderUserId: number | null },
  now: Date,
): Promise<ComplianceContext> {
  const { conversation, doc, flags } = account;
  const state = doc.mailingState ?? doc.lawsuitState;
  const zone = consumerTimeZone(state, doc.mailingZip);

  // harassment-frequency: this firm's messages to this consumer today that the consumer has not answered (counted since
  // the later of the day's start and the consumer's last reply), and whether the sender is one of the firm's attorneys:
  // one statement, for a send waits its turn for the database once per statement (issue 40).
  const dayStart = startOfLocalDay(now, zone).toISOString();
  const [found] = await queryRows<{ sent: number; attorney: boolean }>(
    db,
    sql`select (
      select count(*)::int from chat_messages m join conversations c on c.id = m.conversation_id
      where c.law_firm_id = ${conversation.lawFirmId} and c.consumer_user_id = ${conversation.consumerUserId}
        and m.sender_side = 'law_firm' and m.status <> 'blocked' and m.id < ${message.id}
        and m.created_at >= greatest(${dayStart}::timestamptz, (
          select max(r.created_at) from chat_messages r join conversations rc on rc.id = r.conversation_id
          where rc.law_firm_id = ${conversation.lawFirmId} and rc.consumer_user_id = ${conversation.consumerUserId} and r.sender_side = 'consumer'))
    ) as sent, exists (select 1 from collector_attorneys where user_id = ${message.senderUserId ?? 0}) as attorney`,
  );

  return {
    now,
    balanceCents: doc.lawsuitAmountCents === null ? null : doc.lawsuitAmountCents - doc.collectedCents,
    isDisputed: Boolean(flags?.disputedAt),
    // lifecycle.ts `isDisputeOpen`: a verification older than a later dispute does not lift the hold.
    isDisputeVerified: Boolean(flags?.disputedAt) && !isDisputeOpen(flags),
    isRepresented: flags?.representedByAttorney ?? false,
    isCeaseRequested: Boolean(flags?.ceaseRequestedAt),
    isInValidationPeriod: isInValidationPeriod(flags?.validationNoticeAt, account.validationPeriodEnd, now, zone),
    isTimeBarred: isTimeBarred(state, flags?.limitationsStartDate ?? null, now),
    messagesSentToday: found?.sent ?? 0,
    dailyMessageCap: DAILY_MESSAGE_CAP,
    senderIsAttorney: found?.attorney === true,
    holdUntil: nextAllowedContact(now, zone),
  };
}

// A consumer's own words change the account's state (COMPLIANCE.md, cease-communication and dispute).
const CEASE_REQUEST =
  /\b(?:stop|quit|cease) (?:contacting|calling|messaging|texting|emailing|writing to|bothering) me\b|\b(?:do not|don't|dont) (?:contact|call|message|text|email) me\b|\bleave me alone\b|\bcease (?:and desist|all communication|communication)\b/i;
const DISPUTE = /\bi (?:dispute|am disputing|want to dispute)\b|\b(?:this|that|it) is not my debt\b|\bi (?:don't|do not) owe (?:this|that|it)\b/i;

/** Records a cease request or a dispute the consumer wrote; a later message lifts a cease request. */
export async function recordConsumerWords(db: Executor, documentId: number, body: string, now: Date): Promise<void> {
  const isCease = CEASE_REQUEST.test(body);
  const isDispute = DISPUTE.test(body);
  const [existing] = await db.select().from(accountComplianceFlags).where(eq(accountComplianceFlags.customerDocumentId, documentId));
  if (!existing && !isCease && !isDispute) return;
  const values = {
    ceaseRequestedAt: isCease ? now : null,
    disputedAt: existing?.disputedAt ?? (isDispute ? now : null),
    updatedAt: now,
  };
  await db
    .insert(accountComplianceFlags)
    .values({ customerDocumentId: documentId, ...values })
    .onConflictDoUpdate({ target: accountComplianceFlags.customerDocumentId, set: values });
}

/**
 * The rules' inputs for a message the firm's settlement rules send on an account (issue 23): the
 * account's flags as a person's message would read them. It answers the consumer's own offer
 * within moments, so no time-of-day hold and no count of unanswered messages apply.
 */
export async function loadAutomationComplianceContext(db: Executor, documentId: number, now: Date): Promise<ComplianceContext> {
  const [row] = await db
    .select({
      mailingState: customerDocuments.mailingState,
      lawsuitState: customerDocuments.lawsuitState,
      lawsuitAmountCents: customerDocuments.lawsuitAmountCents,
      mailingZip: customerDocuments.mailingZip,
      collectedCents: customerDocuments.collectedCents,
      flags: accountComplianceFlags,
      validationPeriodEnd: validationNotices.validationPeriodEnd,
    })
    .from(customerDocuments)
    .leftJoin(accountComplianceFlags, eq(accountComplianceFlags.customerDocumentId, customerDocuments.id))
    .leftJoin(validationNotices, eq(validationNotices.customerDocumentId, customerDocuments.id))
    .where(eq(customerDocuments.id, documentId));
  const flags = row?.flags ?? null;
  const state = row?.mailingState ?? row?.lawsuitState ?? null;
  return {
    now,
    balanceCents: row?.lawsuitAmountCents == null ? null : row.lawsuitAmountCents - row.collectedCents,
    isDisputed: Boolean(flags?.disputedAt),
    // lifecycle.ts `isDisputeOpen`: a verification older than a later dispute does not lift the hold.
    isDisputeVerified: Boolean(flags?.disputedAt) && !isDisputeOpen(flags),
    isRepresented: flags?.representedByAttorney ?? false,
    isCeaseRequested: Boolean(flags?.ceaseRequestedAt),
    isInValidationPeriod: isInValidationPeriod(flags?.validationNoticeAt, row?.validationPeriodEnd, now, consumerTimeZone(state, row?.mailingZip ?? null)),
    isTimeBarred: isTimeBarred(state, flags?.limitationsStartDate ?? null, now),
    messagesSentToday: 0,
    dailyMessageCap: DAILY_MESSAGE_CAP,
    senderIsAttorney: false,
    holdUntil: null,
  };
}
