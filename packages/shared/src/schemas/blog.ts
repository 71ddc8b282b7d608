import { z } from 'zod';
import { isPrintableText } from '../domain/validation.js';
import { EmailSchema, LinkTokenSchema, PG_INTEGER_MAX } from './common.js';

/** Consumer spec 5 and 9: a blog comment is at most 10,000 characters. */
export const COMMENT_MAX_LENGTH = 10_000;

export const BLOG_MESSAGES = {
  commentRequired: 'Please write a comment.',
  commentTooLong: 'Comments can be at most 10,000 characters.',
  commentSpecialCharacters: 'Please remove special characters',
  postNotFound: 'That article does not exist.',
  commentNotFound: 'That comment does not exist or was removed.',
  reported: 'Thanks for letting us know. An operator will review this comment.',
  alreadyReported: 'You have already reported this comment.',
  cannotReportOwn: 'You cannot report your own comment.',
  operatorOnly: 'Only the on-call administrator can moderate comments.',
  hidden: 'The comment is hidden.',
  kept: 'The comment stays visible; further reports will not hold it.',
} as const;

export const CommentInputSchema = z.strictObject({
  body: z
    .string()
    .max(COMMENT_MAX_LENGTH, BLOG_MESSAGES.commentTooLong)
    .transform((s) => s.trim())
    .pipe(z.string().min(1, BLOG_MESSAGES.commentRequired))
    .refine(isPrintableText, BLOG_MESSAGES.commentSpecialCharacters),
  /** Replying to a reply attaches to its top-level comment (one level of replies). */
  parent_id: z.number().int().positive().max(PG_INTEGER_MAX).optional(),
});
export type CommentInput = z.infer<typeof CommentInputSchema>;

const CommentFields = {
  id: z.number(),
  author_name: z.string(),
  /** Comments by a collector account are labelled as such. */
  is_collector: z.boolean(),
  /** The text exactly as written; clients render it as text (body_html is the server's rendering). */
  body: z.string(),
  /** Escaped text with http(s) links made clickable (rel="nofollow ugc noopener"); nothing else. */
  body_html: z.string(),
  created_at: z.string(),
};
export const CommentSchema = z.object({ ...CommentFields, parent_id: z.number().nullable() });
export const CommentThreadSchema = z.object({ ...CommentFields, replies: z.array(z.object(CommentFields)) });
export const CommentListResponseSchema = z.object({ comments: z.array(CommentThreadSchema) });
export const CreateCommentResponseSchema = z.object({ comment: CommentSchema });

export const ReportedCommentSchema = z.object({
  id: z.number(),
  post_slug: z.string(),
  post_title: z.string(),
  author_name: z.string(),
  author_email: z.string().nullable(),
  is_collector: z.boolean(),
  body: z.string(),
  report_count: z.number(),
  /** Held from the post automatically (enough reports) until an operator decides. */
  is_held: z.boolean(),
  created_at: z.string(),
});
export const ReportedCommentsResponseSchema = z.object({ comments: z.array(ReportedCommentSchema) });
export const CommentIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const PostSlugParamsSchema = z.object({ slug: z.string().max(100) });

export const NEWSLETTER_MESSAGES = {
  invalidEmail: 'Please enter a valid email address',
  confirmationSent: 'Almost done: check your inbox and click the link to confirm your subscription.',
  confirmationResent: 'You have already signed up: we sent the confirmation link again. Check your inbox.',
  alreadySubscribed: "You're already subscribed.",
  confirmed: "You're subscribed. Thanks for reading!",
  invalidLink: 'This confirmation link is invalid or has expired. Please sign up again.',
  unsubscribed: "You've been unsubscribed. You will get no more newsletters from Parley.",
  invalidUnsubscribeLink: 'This unsubscribe link is not valid.',
} as const;

export const NewsletterInputSchema = z.strictObject({
  email: z.string().max(254, NEWSLETTER_MESSAGES.invalidEmail).pipe(EmailSchema),
});
export const NewsletterConfirmQuerySchema = z.object({ token: LinkTokenSchema });
export const NewsletterUnsubscribeQuerySchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647), token: LinkTokenSchema });
