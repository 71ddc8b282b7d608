import {
  COLLECTOR_WORDING,
  DISPUTE_TASK,
  EVENT_ENGLISH,
  formatCents,
  WORK_QUEUE_LIMIT,
  WORK_QUEUE_MESSAGES,
  type WorkItem,
  type WorkQueue,
  type WorkQueueQuery,
} from '@parley/shared';
import type { Database } from '../../db/client.js';
import type { Audit } from '../../platform/audit.js';
import { AppError } from '../../platform/errors.js';
import { assignCases } from '../cases/case-store.js';
import { countQueueItems, findAssignableStaff, findQueueItems, findStaffInTurn, type QueueOwner, type QueueRow } from './work-queue.queries.js';

/** A firm's staff member asking: an administrator reads every queue and assigns anyone's accounts. */
export type QueueActor = { userId: number; lawFirmId: number; isAdmin: boolean; ip: string };

/** The firm's task for each kind of open request, in the words the account row and the activity log already use. */
const DISPUTE_TITLES: Record<string, string> = {
  dispute: DISPUTE_TASK,
  original_creditor: `${EVENT_ENGLISH.original_creditor_requested}: send its name and address`,
  identity_theft: `${EVENT_ENGLISH.identity_theft_reported}: review the report`,
};

function itemOf(row: QueueRow): WorkItem {
  const base = {
    kind: row.kind,
    customer_document_id: row.customerDocumentId,
    customer_name: row.customerName,
    reference: row.reference,
    current_action: row.currentAction,
    since: row.since.toISOString(),
    due: row.due?.toISOString() ?? null,
    assigned_user_id: row.assignedUserId,
  };
  switch (row.kind) {
    case 'negotiation': {
      const offer = row.currentAction === 'accept_or_counteroffer' && row.offerCents !== null;
      return {
        ...base,
        title: row.currentAction ? COLLECTOR_WORDING[row.currentAction].label : 'Your turn',
        detail: offer ? `Offer of ${formatCents(row.offerCents ?? 0)}${row.offerPercent === null ? '' : ` (${row.offerPercent}% of the balance)`}` : null,
      };
    }
    case 'dispute':
      return { ...base, title: DISPUTE_TITLES[row.note ?? ''] ?? DISPUTE_TASK, detail: 'Collection is paused until you answer.' };
    case 'message':
      return { ...base, title: 'Message to answer', detail: row.note };
    case 'payment_failed':
      return { ...base, title: 'Autopay charge failed', detail: row.note ?? 'The card was declined.' };
    case 'court_closing':
      return { ...base, title: 'Close the lawsuit', detail: 'Paid off: file the dismissal, or the satisfaction of judgment, that the agreement promises.' };
  }
}

export function createWorkQueueService({ db, audit }: { db: Database; audit: Audit }) {
  return {
    /** The staff an import deals its new accounts to, in turn. */
    staffInTurn: (lawFirmId: number) => findStaffInTurn(db, lawFirmId),

    /**
     * A queue: the asker's own by default. Anyone may read the unassigned accounts' items (to take
     * one); only an administrator reads another person's, or everyone's.
     */
    async queue(actor: QueueActor, query: WorkQueueQuery): Promise<WorkQueue> {
      const asked = query.owner ?? actor.userId;
      if (!actor.isAdmin && asked !== actor.userId && asked !== 'unassigned') throw new AppError('FORBIDDEN', WORK_QUEUE_MESSAGES.onlyOwnQueue);
      const owner: QueueOwner = typeof asked === 'number' ? { userId: asked } : asked;
      const [rows, counts, staff] = await Promise.all([
        findQueueItems(db, actor.lawFirmId, owner, WORK_QUEUE_LIMIT + 1),
        countQueueItems(db, actor.lawFirmId),
        findAssignableStaff(db, actor.lawFirmId),
      ]);
      return {
        owner: asked,
        items: rows.slice(0, WORK_QUEUE_LIMIT).map(itemOf),
        more: rows.length > WORK_QUEUE_LIMIT,
        // Staff see only themselves here: who holds how much work is the administrator's view.
        staff: staff.filter((s) => actor.isAdmin || s.id === actor.userId).map((s) => ({ ...s, items: counts.get(s.id) ?? 0 })),
        unassigned_items: counts.get(null) ?? 0,
      };
    },

    /**
     * Gives accounts to a staff member (or to nobody). An administrator assigns any of the firm's
     * accounts; anyone else may only take accounts nobody holds, for themselves (409 when someone
     * took one first). Accounts of another firm are not found.
     */
    async assign(actor: QueueActor, documentIds: number[], userId: number | null): Promise<number> {
      const taking = userId === actor.userId;
      if (!actor.isAdmin && !taking) throw new AppError('FORBIDDEN', WORK_QUEUE_MESSAGES.onlyAdminAssigns);
      const ids = [...new Set(documentIds)];
      return db.transaction(async (tx) => {
        const owned = await tx.query.customerDocuments.findMany({
          columns: { id: true, assignedUserId: true },
          where: (t, { and, eq, inArray, isNull }) => and(eq(t.lawFirmId, actor.lawFirmId), inArray(t.id, ids), isNull(t.archivedByLawFirmOn)),
        });
        if (owned.length !== ids.length) throw new AppError('NOT_FOUND', WORK_QUEUE_MESSAGES.notFound);
        if (userId !== null && !(await findAssignableStaff(tx, actor.lawFirmId)).some((s) => s.id === userId))
          throw new AppError('VALIDATION_FAILED', WORK_QUEUE_MESSAGES.notStaff, { user_id: WORK_QUEUE_MESSAGES.notStaff });
        if (!actor.isAdmin && owned.some((o) => o.assignedUserId !== null && o.assignedUserId !== actor.userId))
          throw new AppError('CONFLICT', WORK_QUEUE_MESSAGES.alreadyTaken);
        const changed = await assignCases(tx, { lawFirmId: actor.lawFirmId, documentIds: ids, userId, onlyIfUnassigned: !actor.isAdmin });
        // Someone took one between the read and the write: nothing of this request is kept.
        if (!actor.isAdmin && changed.length < owned.filter((o) => o.assignedUserId === null).length)
          throw new AppError('CONFLICT', WORK_QUEUE_MESSAGES.alreadyTaken);
        if (changed.length > 0)
          await audit.record(
            {
              action: 'accounts.assigned',
              actorUserId: actor.userId,
              realm: 'collector',
              ip: actor.ip,
              details: { customer_document_ids: changed, user_id: userId },
            },
            tx,
          );
        return changed.length;
      });
    },
  };
}
export type WorkQueueService = ReturnType<typeof createWorkQueueService>;
