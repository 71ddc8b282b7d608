import { CONSUMER_MESSAGES } from '@parley/shared';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import type { Audit } from '../../platform/audit.js';
import { AppError } from '../../platform/errors.js';
import { escapeHtml } from '../../platform/html.js';
import type { Mailer } from '../../platform/mail.js';
import type { IdentityService, RequestMeta } from '../identity/identity.service.js';
import { hashPassword } from '../identity/passwords.js';

export type SignUpInput = { first_name: string; last_name: string; email: string; password: string };

export function createConsumerAuthService(deps: { db: Database; identity: IdentityService; audit: Audit; mailer: Mailer; publicUrl: string }) {
  const { db, identity, audit, mailer, publicUrl } = deps;

  return {
    async signUp(input: SignUpInput, meta: RequestMeta) {
      const passwordHash = await hashPassword(input.password);
      return db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({ kind: 'consumer', email: input.email, passwordHash, firstName: input.first_name, lastName: input.last_name })
          .onConflictDoNothing()
          .returning();
        if (!user) throw new AppError('CONFLICT', CONSUMER_MESSAGES.emailTaken, { 'user.email': CONSUMER_MESSAGES.emailTaken });
        await audit.record({ action: 'sign_up', realm: 'consumer', actorUserId: user.id, ip: meta.ip }, tx);
        const token = await identity.openSession('consumer', user, meta, 'sign_in', tx);
        return { user, token };
      });
    },

    signIn: (email: string, password: string, meta: RequestMeta) =>
      identity.signInWithPassword('consumer', email, password, meta, CONSUMER_MESSAGES.badCredentials),

    async requestPasswordReset(email: string, ip: string): Promise<void> {
      if (!(await identity.limitResetRequest('consumer', email, ip))) return;
      const user = await identity.findByEmail('consumer', email);
      if (!user || user.isOauthUser) return;
      const token = await identity.issueLink('password_reset', user.id);
      const link = `${publicUrl}/users/password/edit?reset_password_token=${token}`;
      await mailer.send({
        to: email,
        subject: 'Reset your Parley password',
        text: `Hello ${user.firstName ?? ''},\n\nSomeone asked to reset the password of your Parley account. Set a new one here (the link works once, for one hour):\n${link}\n\nIf it was not you, ignore this email; your password stays as it is.`,
        html: `<p>Hello ${escapeHtml(user.firstName ?? '')},</p><p>Someone asked to reset the password of your Parley account. <a href="${link}">Set a new password</a> (the link works once, for one hour).</p><p>If it was not you, ignore this email; your password stays as it is.</p>`,
      });
    },

    resetPassword: (token: string, password: string, meta: RequestMeta) =>
      identity.setPasswordWithLink('password_reset', token, password, meta, CONSUMER_MESSAGES.resetInvalid),
  };
}
export type ConsumerAuthService = ReturnType<typeof createConsumerAuthService>;
