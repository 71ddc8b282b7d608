import { and, eq, isNotNull, type SQL } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';

/**
 * The firm's staff: its collectors other than the firm's own entity (the user an administrator
 * manages, invites and assigns accounts to). One definition, used by the users page and the work queue.
 */
export function firmStaff(lawFirmId: number): SQL {
  return and(eq(users.kind, 'collector'), eq(users.lawFirmId, lawFirmId), eq(users.isLawFirmEntity, false)) as SQL;
}

/** The staff who have accepted their invite (set a password): the people who can hold accounts. */
export function activeFirmStaff(lawFirmId: number): SQL {
  return and(firmStaff(lawFirmId), isNotNull(users.passwordHash)) as SQL;
}
