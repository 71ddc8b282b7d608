import { BLOG_MESSAGES, type CommentInput } from '@parley/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { blogCommentReports, blogComments, users } from '../../db/schema/index.js';
import type { Audit } from '../../platform/audit.js';
import { type Clock, HOUR, MINUTE } from '../../platform/clock.js';
import { AppError } from '../../platform/errors.js';
import type { RateLimiter } from '../../platform/rate-limit.js';
import type { SessionUser } from '../../platform/sessions.js';
import { assertEmailVerified } from '../identity/email-verified.js';
import { type Article, loadArticles, relatedArticles } from './articles.js';
import { commentToHtml } from './comment-text.js';

/**
 * The inbox an address delivers to, so aliases count as one reporter: lower case, without a
 * `+tag`, and for Gmail without dots (Gmail ignores both).
 */
export function mailboxOf(email: string): string {
  const [local = '', domain = ''] = email
    .trim()
    .toLowerCase()
    .split(/@(?=[^@]*$)/);
  let box = local.split('+')[0] ?? local;
  const isGmail = domain === 'gmail.com' || domain === 'googlemail.com';
  if (isGmail) box = box.replaceAll('.', '');
  return `${box}@${isGmail ? 'gmail.com' : domain}`;
}

/**
 * A comment this many distinct users reported is held from its post until the on-call
 * administrator hides it for good or keeps it (which clears the hold).
 */
export const AUTO_HOLD_REPORTS = 3;

// Per user: a burst of replies is fine, a flood is not.
const COMMENT_RATE = { limit: 5, windowMs: 10 * MINUTE };
const COMMENT_DAILY_RATE = { limit: 50, windowMs: 24 * HOUR };
const REPORT_RATE = { limit: 20, windowMs: HOUR };

export type CommentView = {
  id: number;
  authorId: number;
  parentId: number | null;
  authorName: string;
  isCollector: boolean;
  body: string;
  bodyHtml: string;
  createdAt: Date;
};
export type CommentThread = CommentView & { replies: CommentView[] };

export type BlogService = ReturnType<typeof createBlogService>;

export function createBlogService({
  db,
  clock,
  limiter,
  audit,
  articles = loadArticles(),
}: {
  db: Database;
  clock: Clock;
  limiter: RateLimiter;
  audit: Audit;
  articles?: Article[];
}) {
  const bySlug = new Map(articles.map((a) => [a.slug, a]));

  function getArticle(slug: string): Article {
    const article = bySlug.get(slug);
    if (!article) throw new AppError('NOT_FOUND', BLOG_MESSAGES.postNotFound);
    return article;
  }

  /** Shown on its post: not hidden, and either kept by an operator or under the report threshold. */
  const isShown = sql`(${blogComments.moderation} = 'kept' OR (${blogComments.moderation} = 'none' AND ${blogComments.reportCount} < ${AUTO_HOLD_REPORTS}))`;

  const commentColumns = {
    id: blogComments.id,
    parentId: blogComments.parentId,
    authorId: blogComments.authorId,
    body: blogComments.body,
    createdAt: blogComments.createdAt,
    firstName: users.firstName,
    lastName: users.lastName,
    kind: users.kind,
  };
  type CommentRow = {
    id: number;
    parentId: number | null;
    authorId: number;
    body: string;
    createdAt: Date;
    firstName: string | null;
    lastName: string | null;
    kind: string;
  };
  const toView = (r: CommentRow): CommentView => ({
    id: r.id,
    authorId: r.authorId,
    parentId: r.parentId,
    authorName: displayName(r.firstName, r.lastName),
    isCollector: r.kind === 'collector',
    body: r.body,
    bodyHtml: commentToHtml(r.body),
    createdAt: r.createdAt,
  });

  async function findShownComment(id: number) {
    const [row] = await db
      .select({ id: blogComments.id, postSlug: blogComments.postSlug, parentId: blogComments.parentId, authorId: blogComments.authorId })
      .from(blogComments)
      .where(and(eq(blogComments.id, id), isShown));
    return row ?? null;
  }

  return {
    articles,
    getArticle,
    findArticle: (slug: string) => bySlug.get(slug) ?? null,
    relatedTo: (article: Article) => relatedArticles(article, articles),

    /** The post's visible comments, oldest first, each with its visible replies. */
    async listComments(slug: string): Promise<CommentThread[]> {
      getArticle(slug);
      const rows = await db
        .select(commentColumns)
        .from(blogComments)
        .innerJoin(users, eq(users.id, blogComments.authorId))
        .where(and(eq(blogComments.postSlug, slug), isShown))
        .orderBy(asc(blogComments.createdAt), asc(blogComments.id));
      const threads = new Map<number, CommentThread>();
      for (const row of rows) if (row.parentId === null) threads.set(row.id, { ...toView(row), replies: [] });
      // A reply whose top-level comment is hidden goes with it.
      for (const row of rows) if (row.parentId !== null) threads.get(row.parentId)?.replies.push(toView(row));
      return [...threads.values()];
    },

    async createComment(author: SessionUser, slug: string, input: CommentInput, ip: string): Promise<CommentView> {
      assertEmailVerified(author);
      getArticle(slug);
      let parentId: number | null = null;
      if (input.parent_id !== undefined) {
        const parent = await findShownComment(input.parent_id);
        if (!parent || parent.postSlug !== slug) throw new AppError('NOT_FOUND', BLOG_MESSAGES.commentNotFound, { parent_id: BLOG_MESSAGES.commentNotFound });
        // One level of replies: answering a reply joins its thread.
        parentId = parent.parentId ?? parent.id;
      }
      await limiter.consume(`blog:comment:user:${author.id}`, COMMENT_RATE);
      await limiter.consume(`blog:comment:day:user:${author.id}`, COMMENT_DAILY_RATE);
      const [row] = await db
        .insert(blogComments)
        .values({ postSlug: slug, parentId, authorId: author.id, body: input.body, createdAt: clock.now() })
        .returning({
          id: blogComments.id,
          parentId: blogComments.parentId,
          authorId: blogComments.authorId,
          body: blogComments.body,
          createdAt: blogComments.createdAt,
        });
      if (!row) throw new Error('comment insert returned no row');
      await audit.record({ action: 'blog.comment_created', actorUserId: author.id, realm: author.kind, ip, details: { commentId: row.id, slug } });
      return toView({ ...row, firstName: author.firstName, lastName: author.lastName, kind: author.kind });
    },

    /**
     * One report per user and per mailbox and comment, from verified addresses only (issue 18:
     * throwaway accounts hid comments); enough reports hold the comment for review.
     */
    async reportComment(reporter: SessionUser, commentId: number, ip: string): Promise<void> {
      assertEmailVerified(reporter);
      const comment = await findShownComment(commentId);
      if (!comment) throw new AppError('NOT_FOUND', BLOG_MESSAGES.commentNotFound);
      if (comment.authorId === reporter.id) throw new AppError('RULE_VIOLATED', BLOG_MESSAGES.cannotReportOwn);
      await limiter.consume(`blog:report:user:${reporter.id}`, REPORT_RATE);
      await db.transaction(async (tx) => {
        const inserted = await tx
          .insert(blogCommentReports)
          .values({ commentId, reporterId: reporter.id, reporterMailbox: reporter.email ? mailboxOf(reporter.email) : null, createdAt: clock.now() })
          .onConflictDoNothing()
          .returning({ commentId: blogCommentReports.commentId });
        if (inserted.length === 0) throw new AppError('CONFLICT', BLOG_MESSAGES.alreadyReported);
        await tx
          .update(blogComments)
          .set({ reportCount: sql`${blogComments.reportCount} + 1` })
          .where(eq(blogComments.id, commentId));
        await audit.record({ action: 'blog.comment_reported', actorUserId: reporter.id, realm: reporter.kind, ip, details: { commentId } }, tx);
      });
    },

    /** The operator's queue: reported comments nobody has reviewed yet, most reported first. */
    async listReported() {
      const author = alias(users, 'author');
      const rows = await db
        .select({
          id: blogComments.id,
          postSlug: blogComments.postSlug,
          body: blogComments.body,
          reportCount: blogComments.reportCount,
          createdAt: blogComments.createdAt,
          firstName: author.firstName,
          lastName: author.lastName,
          email: author.email,
          kind: author.kind,
        })
        .from(blogComments)
        .innerJoin(author, eq(author.id, blogComments.authorId))
        .where(and(sql`${blogComments.reportCount} > 0`, eq(blogComments.moderation, 'none')))
        .orderBy(sql`${blogComments.reportCount} DESC`, asc(blogComments.id))
        .limit(200);
      return rows.map((r) => ({
        id: r.id,
        post_slug: r.postSlug,
        post_title: bySlug.get(r.postSlug)?.title ?? r.postSlug,
        author_name: displayName(r.firstName, r.lastName),
        author_email: r.email,
        is_collector: r.kind === 'collector',
        body: r.body,
        report_count: r.reportCount,
        is_held: r.reportCount >= AUTO_HOLD_REPORTS,
        created_at: r.createdAt.toISOString(),
      }));
    },

    async moderate(operator: SessionUser, commentId: number, decision: 'hidden' | 'kept', ip: string): Promise<void> {
      const [row] = await db
        .update(blogComments)
        .set({ moderation: decision, moderatedAt: clock.now(), moderatedBy: operator.id })
        .where(eq(blogComments.id, commentId))
        .returning({ id: blogComments.id });
      if (!row) throw new AppError('NOT_FOUND', BLOG_MESSAGES.commentNotFound);
      await audit.record({ action: `blog.comment_${decision}`, actorUserId: operator.id, realm: 'collector', ip, details: { commentId } });
    },
  };
}

/** "Jamie L.": a first name and an initial, never the full name or email of a commenter. */
export function displayName(firstName: string | null, lastName: string | null): string {
  const first = firstName?.trim();
  if (!first) return 'Parley user';
  const initial = lastName?.trim().charAt(0);
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}
