import type { CollectorScope } from '@parley/shared';
import { useOutletContext } from 'react-router';

/** What the authenticated layout resolved before rendering any collector page. */
export interface CollectorSession {
  email: string | null;
  scope: CollectorScope | null;
  isAdmin: boolean;
  isOnCallAdmin: boolean;
  lawFirmName: string | null;
}

/** For pages rendered inside the collector layout's <Outlet>. */
export function useCollectorSession(): CollectorSession {
  return useOutletContext<CollectorSession>();
}
