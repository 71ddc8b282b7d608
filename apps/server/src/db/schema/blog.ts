import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Comments under blog posts. Posts live as Markdown files in content/blog, so a comment names its
 * post by slug. Replies go one level deep: parent_id always points at a top-level comment.
 * A comment is shown unless an operator hid it, or it collected enough reports to be held until
 * an operator reviews it (moderation 'kept' lifts the hold).
 */
export const blogComments = pgTable(
  'blog_comments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    postSlug: text('post_slug').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => blogComments.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    reportCount: integer('report_count').notNull().default(0),
    moderation: text({ enum: ['none', 'kept', 'hidden'] })
      .notNull()
      .default('none'),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    moderatedBy: integer('moderated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('blog_comments_post_idx').on(t.postSlug, t.createdAt),
    index('blog_comments_parent_idx').on(t.parentId),
    index('blog_comments_reported_idx').on(t.id).where(sql`${t.reportCount} > 0 AND ${t.moderation} = 'none'`),
    check('blog_comments_body_length', sql`char_length(${t.body}) BETWEEN 1 AND 10000`),
  ],
);

/**
 * Who reported which comment: one report per user and comment, and one per mailbox (the
 * reporter's normalized address), so aliases of one inbox count once towards the hold.
 */
export const blogCommentReports = pgTable(
  'blog_comment_reports',
  {
    commentId: integer('comment_id')
      .notNull()
      .references(() => blogComments.id, { onDelete: 'cascade' }),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    reporterMailbox: text('reporter_mailbox'),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.reporterId] }), uniqueIndex('blog_comment_reports_mailbox_key').on(t.commentId, t.reporterMailbox)],
);

/**
 * Newsletter subscriptions with double opt-in: 'pending' until the emailed link is followed.
 * Only the confirmation token's hash is kept; unsubscribe links carry an HMAC of the id instead,
 * so every future mail can carry one without storing a secret.
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    email: text().notNull(),
    status: text({ enum: ['pending', 'confirmed', 'unsubscribed'] }).notNull(),
    confirmTokenHash: text('confirm_token_hash'),
    confirmSentAt: timestamp('confirm_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('newsletter_subscriptions_email_key').on(t.email), uniqueIndex('newsletter_subscriptions_token_key').on(t.confirmTokenHash)],
);
