import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { useCollectorLogout } from '../../api/collector/logout';
import { NetworkError } from '../../api/errors';

// Collector spec 8, "Logout": shown exactly as written, auto-dismissed after 5 s.
export const LOGOUT_MESSAGES = {
  failed: 'Logout failed. Please try again.',
  network: 'Network error during logout. Please try again.',
} as const;

export function useLogout() {
  const navigate = useNavigate();
  const logout = useCollectorLogout();
  return {
    isPending: logout.isPending,
    logout: () =>
      logout.mutate(undefined, {
        onSuccess: () => navigate('/collectors', { replace: true }),
        onError: (error) =>
          notifications.show({
            color: 'red',
            message: error instanceof NetworkError ? LOGOUT_MESSAGES.network : LOGOUT_MESSAGES.failed,
            autoClose: 5000,
          }),
      }),
  };
}
