import { FIRM_MESSAGES } from '@parley/shared';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { lawFirms, users } from '../../db/schema/index.js';
import type { Audit } from '../../platform/audit.js';
import type { Crypto } from '../../platform/crypto.js';
import { AppError } from '../../platform/errors.js';
import { escapeHtml } from '../../platform/html.js';
import type { Mailer } from '../../platform/mail.js';
import type { SessionStore } from '../../platform/sessions.js';
import type { IdentityService } from '../identity/identity.service.js';
import { generateAuthCode, normalizeAuthCode, revokeFirmCodeSessions } from '../law-firms/law-firms.service.js';
import { firmStaff } from './firm-staff.js';

type Actor = { userId: number; lawFirmId: number; ip: string };

/** A firm's staff: the list, invites, removal, and the firm authentication code. Admins only. */
export function createFirmUsersService({
  db,
  crypto,
  audit,
  mailer,
  identity,
  sessions,
  publicUrl,
}: {
  db: Database;
  crypto: Crypto;
  audit: Audit;
  mailer: Mailer;
  identity: IdentityService;
  sessions: SessionStore;
  publicUrl: string;
}) {
  /** One of the firm's staff: the people an administrator manages. */
  const staffOf = (lawFirmId: number, userId: number) => and(eq(users.id, userId), firmStaff(lawFirmId));

  /** The invite email: with its link, or (an address another firm holds) saying why there is none. */
  async function mailInvite(lawFirmId: number, email: string, token: string | null) {
    const [firm] = await db.select({ name: lawFirms.name }).from(lawFirms).where(eq(lawFirms.id, lawFirmId));
    if (token === null) {
      await mailer.send({
        to: email,
        subject: `${firm?.name ?? 'A law firm'} tried to add you on Parley`,
        text: `${firm?.name ?? 'A law firm'} tried to add this email address to its Parley collector portal, but it already belongs to a Parley account of another firm. An address can belong to one firm only: if you should join ${firm?.name ?? 'them'}, ask them to use another address.\n\nYour account is unchanged. Sign in at ${publicUrl}/collectors.`,
        html: `<p>${escapeHtml(firm?.name ?? 'A law firm')} tried to add this email address to its Parley collector portal, but it already belongs to a Parley account of another firm. An address can belong to one firm only: if you should join them, ask them to use another address.</p><p>Your account is unchanged. <a href="${publicUrl}/collectors">Sign in</a>.</p>`,
      });
      return;
    }
    const link = `${publicUrl}/collectors/invite?token=${token}`;
    await mailer.send({
      to: email,
      subject: `You're invited to ${firm?.name ?? 'your firm'} on Parley`,
      text: `${firm?.name ?? 'Your firm'} added you to its Parley collector portal.\n\nSet your password here (the link works once, for 7 days):\n${link}\n\nThen sign in at ${publicUrl}/collectors with this email address.`,
      html: `<p>${escapeHtml(firm?.name ?? 'Your firm')} added you to its Parley collector portal.</p><p><a href="${link}">Set your password</a> (the link works once, for 7 days), then sign in at ${publicUrl}/collectors with this email address.</p>`,
    });
  }

  return {
    async list(lawFirmId: number) {
      const rows = await db
        .select()
        .from(users)
        .where(firmStaff(lawFirmId))
        // An invite to an address held elsewhere sorts where its address does (no tell in the order).
        .orderBy(asc(sql`coalesce(${users.email}, ${users.invitedEmail})`));
      const [firm] = await db.select({ code: lawFirms.authCodeEncrypted }).from(lawFirms).where(eq(lawFirms.id, lawFirmId));
      if (!firm) throw new AppError('NOT_FOUND', 'Law firm not found');
      return {
        users: rows.map((u) => ({
          id: u.id,
          email: u.email ?? u.invitedEmail ?? '',
          law_firm_scope: u.lawFirmScope ?? 'user',
          mfa_enabled: u.totpEnabledAt !== null,
          invite_pending: u.passwordHash === null,
        })),
        auth_token: crypto.decrypt(firm.code),
      };
    },

    /**
     * Adds a staff user without a password and emails a 7-day, single-use invite. An address
     * already on the firm's own list is refused (the admin sees that list anyway).
     *
     * An address that belongs to another firm's account (issue 18, issue 33): the answer, the staff
     * list (a pending invite, the same fields, in its place by address) and a second invite's 409
     * are exactly those of an invite to a new address, so an admin cannot find out who works
     * elsewhere. What differs is only what its owner sees: the email says the address already
     * belongs to another firm and carries no link, so the invite can never be accepted. It stays
     * pending, like any invite nobody accepts, until an administrator removes it; an address can
     * belong to one firm only, so whoever should join uses another address.
     */
    async invite(actor: Actor, email: string, scope: 'user' | 'admin'): Promise<void> {
      const token = await db.transaction(async (tx) => {
        const [listed] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.kind, 'collector'), eq(users.lawFirmId, actor.lawFirmId), or(eq(users.email, email), eq(users.invitedEmail, email))));
        if (listed) throw new AppError('CONFLICT', FIRM_MESSAGES.userExists, { 'user.email': FIRM_MESSAGES.userExists });
        const [created] = await tx
          .insert(users)
          .values({ kind: 'collector', email, lawFirmId: actor.lawFirmId, lawFirmScope: scope })
          .onConflictDoNothing()
          .returning();
        if (!created) {
          const [placeholder] = await tx
            .insert(users)
            .values({ kind: 'collector', email: null, invitedEmail: email, lawFirmId: actor.lawFirmId, lawFirmScope: scope })
            .returning({ id: users.id });
          // The firm's administrators read this log: the entry is the one any invite makes. That the
          // address is held elsewhere is kept by the row itself (no email, invited_email set).
          await audit.record(
            {
              action: 'firm.user_invited',
              actorUserId: actor.userId,
              realm: 'collector',
              ip: actor.ip,
              details: { law_firm_id: actor.lawFirmId, user_id: placeholder?.id ?? null, scope },
            },
            tx,
          );
          return null;
        }
        await audit.record(
          {
            action: 'firm.user_invited',
            actorUserId: actor.userId,
            realm: 'collector',
            ip: actor.ip,
            details: { law_firm_id: actor.lawFirmId, user_id: created.id, scope },
          },
          tx,
        );
        return identity.issueLink('invite', created.id, tx);
      });
      await mailInvite(actor.lawFirmId, email, token);
    },

    /**
     * Issue 38.9: a colleague's role, changed by an administrator (never their own: the firm keeps
     * the administrator who changes it). Their sessions end, so the new role holds from their next
     * sign-in everywhere at once, sockets included. The same role again changes nothing.
     */
    async setRole(actor: Actor, userId: number, scope: 'user' | 'admin'): Promise<string> {
      if (userId === actor.userId) throw new AppError('RULE_VIOLATED', FIRM_MESSAGES.cannotChangeOwnRole);
      const result = await db.transaction(async (tx) => {
        const [person] = await tx.select().from(users).where(staffOf(actor.lawFirmId, userId));
        if (!person) throw new AppError('NOT_FOUND', 'User not found');
        const email = person.email ?? person.invitedEmail ?? '';
        if (person.lawFirmScope === scope) return { email, ended: [] as number[] };
        await tx.update(users).set({ lawFirmScope: scope }).where(eq(users.id, userId));
        const ended = await sessions.revokeAllForUser(userId, tx);
        await audit.record(
          {
            action: 'firm.user_role_changed',
            actorUserId: actor.userId,
            realm: 'collector',
            ip: actor.ip,
            details: { law_firm_id: actor.lawFirmId, user_id: userId, from: person.lawFirmScope, to: scope, sessions_ended: ended.length },
          },
          tx,
        );
        return { email, ended };
      });
      await sessions.announceEnded(result.ended);
      return result.email;
    },

    /**
     * Issue 38.9: a pending invite sent again with a new link (the earlier one stops working). An
     * invite to an address held by another firm is sent again as it was first sent, without a link:
     * the administrator sees the same answer either way.
     */
    async resendInvite(actor: Actor, userId: number): Promise<string> {
      const [person] = await db.select().from(users).where(staffOf(actor.lawFirmId, userId));
      if (!person) throw new AppError('NOT_FOUND', 'User not found');
      if (person.passwordHash !== null) throw new AppError('CONFLICT', FIRM_MESSAGES.inviteAccepted);
      const email = person.email ?? person.invitedEmail ?? '';
      const token = await db.transaction(async (tx) => {
        await audit.record(
          {
            action: 'firm.invite_resent',
            actorUserId: actor.userId,
            realm: 'collector',
            ip: actor.ip,
            details: { law_firm_id: actor.lawFirmId, user_id: userId },
          },
          tx,
        );
        return person.email === null ? null : identity.issueLink('invite', userId, tx);
      });
      await mailInvite(actor.lawFirmId, email, token);
      return email;
    },

    /** Removes a staff user of the same firm; their sessions end with them (cascade), sockets included. */
    async remove(actor: Actor, userId: number): Promise<void> {
      if (userId === actor.userId) throw new AppError('RULE_VIOLATED', FIRM_MESSAGES.cannotRemoveSelf);
      const ended = await db.transaction(async (tx) => {
        const sessionIds = await sessions.idsOfUser(userId, tx);
        const [gone] = await tx
          .delete(users)
          .where(staffOf(actor.lawFirmId, userId))
          .returning({ id: users.id, email: sql<string | null>`coalesce(${users.email}, ${users.invitedEmail})` });
        if (!gone) throw new AppError('NOT_FOUND', 'User not found');
        await audit.record(
          {
            action: 'firm.user_removed',
            actorUserId: actor.userId,
            realm: 'collector',
            ip: actor.ip,
            details: { law_firm_id: actor.lawFirmId, user_id: gone.id, removed_email: gone.email, sessions_ended: sessionIds.length },
          },
          tx,
        );
        return sessionIds;
      });
      await sessions.announceEnded(ended);
    },

    /** A new firm code; the old one stops working at once, and so does every session it opened. */
    async regenerateAuthCode(actor: Actor): Promise<string> {
      const code = generateAuthCode();
      const ended = await db.transaction(async (tx) => {
        await tx
          .update(lawFirms)
          .set({ authCodeLookup: crypto.hmac('auth-code', normalizeAuthCode(code)), authCodeEncrypted: crypto.encrypt(code) })
          .where(eq(lawFirms.id, actor.lawFirmId));
        const ended = await revokeFirmCodeSessions(tx, actor.lawFirmId, sessions);
        await audit.record(
          {
            action: 'firm.auth_code_regenerated',
            actorUserId: actor.userId,
            realm: 'collector',
            ip: actor.ip,
            details: { law_firm_id: actor.lawFirmId, sessions_ended: ended.length },
          },
          tx,
        );
        return ended;
      });
      await sessions.announceEnded(ended);
      return code;
    },
  };
}
export type FirmUsersService = ReturnType<typeof createFirmUsersService>;
