import { AppError } from '../../platform/errors.js';
import type { SessionUser } from '../../platform/sessions.js';

/** Who speaks in a conversation: a consumer, or a firm (every staff member shares the firm's side). */
export type Participant = { userId: number; side: 'law_firm' | 'consumer'; lawFirmId: number | null; displayName: string };

export function participantOf(user: SessionUser): Participant {
  const displayName = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email || 'Unknown';
  if (user.kind === 'consumer') return { userId: user.id, side: 'consumer', lawFirmId: null, displayName };
  // The on-call administrator belongs to no firm: there is no side of a conversation for them.
  if (user.lawFirmId === null) throw new AppError('FORBIDDEN', 'Chat belongs to a law firm account.');
  return { userId: user.id, side: 'law_firm', lawFirmId: user.lawFirmId, displayName };
}
