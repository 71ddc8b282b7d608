import { AppError } from '../../platform/errors.js';
import type { SessionUser } from '../../platform/sessions.js';
import type { AccountScope } from './accounts.queries.js';

/** Who is looking at a firm's accounts, and whether they may change them. */
export type Viewer = { scope: AccountScope; canWrite: boolean; userId: number; lawFirmId: number | null; ip: string };

/** The on-call administrator sees every firm read-only; a collector sees and changes its own firm's. */
export function viewerOf(user: SessionUser, ip: string): Viewer {
  if (user.isOnCallAdmin) return { scope: { allFirms: true }, canWrite: false, userId: user.id, lawFirmId: null, ip };
  if (user.lawFirmId === null) throw new AppError('FORBIDDEN', 'This account belongs to no law firm.');
  return { scope: { lawFirmId: user.lawFirmId }, canWrite: true, userId: user.id, lawFirmId: user.lawFirmId, ip };
}
