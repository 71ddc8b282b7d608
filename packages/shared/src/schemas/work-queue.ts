import { z } from 'zod';
import { CURRENT_ACTION_TYPES } from '../domain/lifecycle.js';

/**
 * Issue 38.2: each staff member's work queue. An account is assigned to one of the firm's staff
 * (by an administrator, by taking an unassigned one, or in turn on import); a person's queue lists
 * what waits on them across their accounts, oldest first.
 */

/** What can wait on the firm: its turn in the negotiation, a dispute, a consumer's message, a failed autopay charge, a paid-off lawsuit to close. */
export const WORK_ITEM_KINDS = ['negotiation', 'dispute', 'message', 'payment_failed', 'court_closing'] as const;
export type WorkItemKind = (typeof WORK_ITEM_KINDS)[number];

/**
 * The firm's own target for answering a dispute. Regulation F sets none (collection simply stays
 * paused until the firm verifies), so Parley holds the firm to the 30 days the validation period
 * and a credit bureau's investigation use, and shows how close each dispute is to it.
 */
export const DISPUTE_ANSWER_TARGET_DAYS = 30;

/** Whose queue: a staff member's id, everyone's, or the accounts nobody holds. */
export const WORK_QUEUE_OWNERS = ['all', 'unassigned'] as const;
export const WorkQueueQuerySchema = z.strictObject({
  owner: z.union([z.enum(WORK_QUEUE_OWNERS), z.coerce.number().int().positive().max(2_147_483_647)]).optional(),
});
export type WorkQueueQuery = z.infer<typeof WorkQueueQuerySchema>;

export const WorkItemSchema = z.object({
  kind: z.enum(WORK_ITEM_KINDS),
  customer_document_id: z.number().int(),
  customer_name: z.string(),
  reference: z.string().nullable(),
  /** What to do, in words: "Accept or counteroffer", "Dispute: upload verification", … */
  title: z.string(),
  /** The facts behind it: "Offer of $4,200.00 (42%)", the consumer's last words, the card's decline. */
  detail: z.string().nullable(),
  current_action: z.enum(CURRENT_ACTION_TYPES).nullable(),
  /** Since when it has waited (ISO time): the queue is oldest first. */
  since: z.string(),
  /** When it is due, if it has a target (ISO time). */
  due: z.string().nullable(),
  assigned_user_id: z.number().int().nullable(),
});
export type WorkItem = z.infer<typeof WorkItemSchema>;

export const WorkQueueStaffSchema = z.object({ id: z.number().int(), name: z.string(), items: z.number().int() });
export type WorkQueueStaff = z.infer<typeof WorkQueueStaffSchema>;

export const WorkQueueSchema = z.object({
  owner: z.union([z.enum(WORK_QUEUE_OWNERS), z.number().int()]),
  items: z.array(WorkItemSchema),
  /** True when more items wait than the queue lists (it lists the oldest). */
  more: z.boolean(),
  /** The firm's staff who can hold accounts, with each one's open items; and the items nobody holds. */
  staff: z.array(WorkQueueStaffSchema),
  unassigned_items: z.number().int(),
});
export type WorkQueue = z.infer<typeof WorkQueueSchema>;

/** Assign accounts to a staff member, or (user_id null) leave them to nobody. */
export const AssignAccountsInputSchema = z.strictObject({
  customer_document_ids: z.array(z.number().int().positive().max(2_147_483_647)).min(1).max(500),
  user_id: z.number().int().positive().max(2_147_483_647).nullable(),
});
export type AssignAccountsInput = z.infer<typeof AssignAccountsInputSchema>;
export const AssignAccountsResultSchema = z.object({ assigned: z.number().int() });

export const WORK_QUEUE_LIMIT = 300;

export const WORK_QUEUE_MESSAGES = {
  onlyAdminAssigns: 'Only an administrator can assign accounts to someone else.',
  onlyOwnQueue: "Only an administrator can see someone else's queue.",
  notStaff: 'That person is not on your firm’s staff, or has not accepted their invite yet.',
  alreadyTaken: 'Someone else took this account a moment ago.',
  notFound: 'Account not found',
} as const;
