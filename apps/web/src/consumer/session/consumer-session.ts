import type { CurrentUser } from '@parley/shared';
import { useOutletContext } from 'react-router';

/** For pages rendered inside the consumer layout's <Outlet>: the signed-in consumer. */
export function useConsumerUser(): CurrentUser {
  return useOutletContext<CurrentUser>();
}
