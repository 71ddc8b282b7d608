import { formatCents, type OfferDraft } from '@parley/shared';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { customerDocuments, users } from '../../db/schema/index.js';
import type { Crypto } from '../../platform/crypto.js';
import { AppError } from '../../platform/errors.js';
import { escapeHtml } from '../../platform/html.js';
import type { Mailer } from '../../platform/mail.js';
import { updateCaseDetails } from '../cases/case-store.js';
import type { IdentityService } from '../identity/identity.service.js';
import { createLawFirm } from '../law-firms/law-firms.service.js';

type Doc = typeof customerDocuments.$inferSelect;
export type FirmInvite = { email: string; token: string; firm: string };

/**
 * The firm the consumer typed in is not on Parley: the lawyer's address joins an existing firm's
 * staff if it has one, else a new firm is made with that lawyer as its first admin, invited by
 * email with the offer (collector invite, 7 days, single use).
 */
export async function attachPendingFirm(
  tx: Executor,
  deps: { crypto: Crypto; identity: IdentityService },
  doc: Doc,
): Promise<{ doc: Doc; invite: FirmInvite | null }> {
  const { crypto, identity } = deps;
  const email = doc.pendingLawyerEmail;
  const name = doc.pendingLawFirmName;
  if (!email || !name) throw new AppError('RULE_VIOLATED', 'Choose the law firm this offer goes to.');
  const [existing] = await tx
    .select()
    .from(users)
    .where(and(eq(users.email, email), isNotNull(users.lawFirmId)));
  let lawFirmId: number;
  let invite: FirmInvite | null = null;
  if (existing?.lawFirmId) {
    lawFirmId = existing.lawFirmId;
  } else {
    const [consumerWithEmail] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (consumerWithEmail) throw new AppError('RULE_VIOLATED', "That email belongs to a consumer account; please enter the lawyer's email.");
    const firm = await createLawFirm(tx, crypto, name);
    lawFirmId = firm.id;
    const [admin] = await tx.insert(users).values({ kind: 'collector', email, lawFirmId, lawFirmScope: 'admin' }).returning({ id: users.id });
    if (!admin) throw new Error('invited admin insert returned nothing');
    invite = { email, token: await identity.issueLink('invite', admin.id, tx), firm: name };
  }
  const updated = await updateCaseDetails(tx, doc.id, { lawFirmId, pendingLawFirmName: null, pendingLawyerEmail: null }, 'consumer');
  return { doc: updated, invite };
}

/** The lawyer's email: the offer, and the link to join Parley and answer it. */
export async function emailInvitedFirm(
  deps: { db: Database; mailer: Mailer; publicUrl: string },
  invite: FirmInvite,
  documentId: number,
  draft: OfferDraft,
): Promise<void> {
  const { db, mailer, publicUrl } = deps;
  const [doc] = await db.select().from(customerDocuments).where(eq(customerDocuments.id, documentId));
  if (!doc) return;
  const join = `${publicUrl}/collectors/invite?token=${invite.token}`;
  const account = `${publicUrl}/collectors/accounts?filters[customer_document_id]=${documentId}`;
  const lines = [
    `${doc.customerName} made a settlement offer to ${invite.firm} through Parley on the account with ${doc.plaintiffName ?? 'your client'}${doc.civilNumber ? ` (reference ${doc.civilNumber})` : ''}.`,
    `Offer: ${formatCents(draft.total_amount_cents ?? 0)} against a balance of ${formatCents(doc.lawsuitAmountCents ?? 0)}, first payment on ${draft.first_payment_date}.`,
    'Parley is free for law firms: join to accept the offer or counter it, send payment details and the agreement, and get paid by ACH or check. The invitation is valid for 7 days.',
  ];
  await mailer.send({
    to: invite.email,
    subject: `Settlement offer from ${doc.customerName} — answer it on Parley`,
    text: `${lines.join('\n\n')}\n\nJoin Parley and answer: ${join}\n\nAfter joining, the account is here: ${account}`,
    html: `${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}<p><a href="${escapeHtml(join)}">Join Parley and answer</a></p>`,
  });
}
