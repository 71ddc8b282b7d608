import type { CurrentUser } from '@parley/shared';
import type { SessionUser } from '../../platform/sessions.js';
import { isEmailVerified } from './email-verified.js';

/** The signed-in user as the web reads them (`current_user`): one shape for sign-in, check_auth and the profile's language change. */
export function toCurrentUser(user: SessionUser): CurrentUser {
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    is_collector: user.kind === 'collector',
    is_consumer: user.kind === 'consumer',
    is_law_firm_entity: user.isLawFirmEntity,
    law_firm_id: user.lawFirmId,
    is_email_verified: isEmailVerified(user),
    language: user.kind === 'consumer' ? user.language : 'en',
  };
}
