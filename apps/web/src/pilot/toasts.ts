import { notifications } from '@mantine/notifications';
import { PILOT_LIMITS } from '@parley/shared';

/** Consumer spec 8: a chat toast shows 10 s, followed by "Please try again in a few minutes." (PILOT_TOAST_SUFFIX, in the page's language). */
export function showPilotToast(message: string, suffix: string) {
  notifications.show({ color: 'red', title: message, message: suffix, autoClose: PILOT_LIMITS.toastMs });
}

export function showPilotNotice(message: string) {
  notifications.show({ color: 'yellow', message, autoClose: PILOT_LIMITS.toastMs });
}
