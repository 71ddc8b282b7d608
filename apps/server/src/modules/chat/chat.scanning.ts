import { CHAT_EVENTS } from '@parley/shared';
import { and, eq, isNotNull, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { chatAttachments, chatMessages, conversations } from '../../db/schema/index.js';
import type { Clock } from '../../platform/clock.js';
import { complianceScanDuration, timed } from '../../platform/metrics.js';
import type { ChatPublishing } from './chat.publishing.js';
import type { AttachmentRow, ConversationRow, MessageRow } from './chat-message.js';
import { type ComplianceAccount, findComplianceAccount, loadComplianceContext } from './compliance/account-context.js';
import { scanMessage } from './compliance/scanner.js';

/**
 * Where a collector message whose scan never ran in its send (the process died between saving and
 * scanning it) waits for its recovery scan: pg-boss in a server, in-process in tests.
 */
export type ScanQueue = { enqueue(messageId: number): Promise<void> };

/**
 * COMPLIANCE.md between a collector's message and the consumer: the send's own scan, the recovery
 * scan of a message whose send never scanned it, and the release of messages held for the send window.
 */
export function createChatScanning({ db, clock, log, publishing }: { db: Database; clock: Clock; log: FastifyBaseLogger; publishing: ChatPublishing }) {
  const { publishMessage, deliver } = publishing;
  // Until a server wires pg-boss (src/jobs.ts), recovery scans run in this process.
  const pending = new Set<Promise<void>>();
  let queue: ScanQueue = {
    async enqueue(messageId) {
      const run = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => scan(messageId))
        .catch((err) => log.error({ err, messageId }, 'compliance scan failed'))
        .finally(() => pending.delete(run));
      pending.add(run);
    },
  };

  /**
   * The compliance scan: rules first and always (COMPLIANCE.md), on the account's context from the
   * data. The verdict is written only to a message still 'scanning', so the send's own scan and a
   * recovery scan that race cannot both deliver: null when the other one got there first.
   */
  function judge(m: MessageRow, account: ComplianceAccount): Promise<MessageRow | null> {
    return timed(
      complianceScanDuration,
      () => judgeMessage(m, account),
      (outcome) => ({ verdict: outcome.ok ? (outcome.value?.status ?? 'superseded') : 'error' }),
    );
  }
  async function judgeMessage(m: MessageRow, account: ComplianceAccount): Promise<MessageRow | null> {
    const now = clock.now();
    const context = await loadComplianceContext(db, account, m, now);
    const result = scanMessage(m.body, context);
    const violations = result.findings.map((f) => ({
      rule: f.rule,
      description: f.description,
      citation: f.citation,
      triggers: f.triggers,
      blocking: f.action === 'block',
      suggestion: f.suggestion,
    }));
    const status = result.isBlocked ? 'blocked' : result.holdUntil ? 'held' : 'delivered';
    const [updated] = await db
      .update(chatMessages)
      .set({
        status,
        violations,
        suggestedRewrite: result.suggestedRewrite,
        body: result.isBlocked ? m.body : result.deliveredBody,
        scannedAt: now,
        deliverAt: result.holdUntil,
      })
      .where(and(eq(chatMessages.id, m.id), eq(chatMessages.status, 'scanning')))
      .returning();
    return updated ?? null;
  }

  /** A scanned message reaches whom its verdict allows: a blocked or held one only the firm's side. */
  async function publishVerdict(m: MessageRow, attachments: AttachmentRow[], conversation: ConversationRow) {
    if (m.status === 'blocked') publishMessage(m, attachments, CHAT_EVENTS.messageBlocked, ['law_firm']);
    else if (m.status === 'held') publishMessage(m, attachments, CHAT_EVENTS.newMessage, ['law_firm']);
    else {
      await db
        .update(conversations)
        .set({ lastMessageAt: m.scannedAt ?? clock.now() })
        .where(eq(conversations.id, conversation.id));
      await deliver(m, attachments, conversation);
    }
  }

  /**
   * The send's own scan, in its request: the rules are CPU-only, so the sender's answer carries the
   * verdict and the consumer has the message as soon as the sender does. Should it fail, the message
   * stays 'scanning' (the firm's side is shown it so) for the recovery sweep to scan (rescanStale).
   */
  async function scanInline(m: MessageRow, account: ComplianceAccount, attachments: AttachmentRow[]): Promise<MessageRow> {
    let scanned: MessageRow | null;
    try {
      scanned = await judge(m, account);
    } catch (err) {
      log.error({ err, messageId: m.id }, 'compliance scan failed; the recovery scan will retry it');
      publishMessage(m, attachments, CHAT_EVENTS.newMessage, ['law_firm']);
      return m;
    }
    if (!scanned) {
      // A recovery scan (another process's start-up sweep) won the race and published the verdict.
      const [current] = await db.select().from(chatMessages).where(eq(chatMessages.id, m.id));
      return current ?? m;
    }
    await publishVerdict(scanned, attachments, account.conversation);
    return scanned;
  }

  /** The recovery scan (a job): a collector message saved as 'scanning' whose send never scanned it. */
  async function scan(messageId: number): Promise<void> {
    const [m] = await db.select().from(chatMessages).where(eq(chatMessages.id, messageId));
    if (m?.status !== 'scanning') return;
    const account = await findComplianceAccount(db, m.conversationId);
    if (!account) return;
    const scanned = await judge(m, account);
    if (!scanned) return;
    const attachments = await db.select().from(chatAttachments).where(eq(chatAttachments.messageId, m.id));
    await publishVerdict(scanned, attachments, account.conversation);
  }

  return {
    scanInline,
    scan,
    /** A server hands its job queue here; scans then survive a restart and spread over processes. */
    useScanQueue(next: ScanQueue) {
      queue = next;
    },
    /** Tests: wait for in-process scans to finish. */
    async settle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },

    /**
     * The recovery path. Collector messages still scanning that were saved before `savedBefore`:
     * their send's scan never ran (the process died between saving and scanning, or the scan
     * failed). Queued for a scan; one that did run meanwhile makes it a no-op (only a 'scanning'
     * message is moved).
     */
    async rescanStale(savedBefore: Date): Promise<number> {
      const stale = await db
        .select({ id: chatMessages.id })
        .from(chatMessages)
        .where(and(eq(chatMessages.status, 'scanning'), lte(chatMessages.createdAt, savedBefore)));
      for (const m of stale) await queue.enqueue(m.id);
      return stale.length;
    },

    /** The hold job: compliant messages scanned outside 8 a.m.–9 p.m. go out once the window opens. */
    async releaseHeldMessages(): Promise<number> {
      const now = clock.now();
      const released = await db
        .update(chatMessages)
        .set({ status: 'delivered', deliverAt: null })
        .where(and(eq(chatMessages.status, 'held'), isNotNull(chatMessages.deliverAt), lte(chatMessages.deliverAt, now)))
        .returning();
      for (const m of released) {
        const [conversation] = await db.update(conversations).set({ lastMessageAt: now }).where(eq(conversations.id, m.conversationId)).returning();
        if (!conversation) continue;
        const attachments = await db.select().from(chatAttachments).where(eq(chatAttachments.messageId, m.id));
        await deliver(m, attachments, conversation);
      }
      return released.length;
    },
  };
}
