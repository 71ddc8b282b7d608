import type { CollectorScope } from '@parley/shared';
import { useOutletContext } from 'react-router';

/** What the authenticated layout resolved before rendering any collector page. */
export interface CollectorSession {
  userId: number | null;
  email: string | null;
  scope: CollectorScope | null;
  isAdmin: boolean;
  isOnCallAdmin: boolean;
  lawFirmName: string | null;
  /** Signed in with the firm authentication code: the firm itself, not a person (no email). */
  isFirmCodeSession: boolean;
  /** The firm requires two-step verification and this user has not set it up: only /collectors/security opens. */
  isMfaEnrollmentRequired: boolean;
}

/** For pages rendered inside the collector layout's <Outlet>. */
export function useCollectorSession(): CollectorSession {
  return useOutletContext<CollectorSession>();
}
