import { notifications } from '@mantine/notifications';
import { PILOT_LIMITS, PILOT_TOAST_SUFFIX } from '@parley/shared';

/** Consumer spec 8: a chat toast shows 10 s, followed by "Please try again in a few minutes." */
export function showPilotToast(message: string) {
  notifications.show({ color: 'red', title: message, message: PILOT_TOAST_SUFFIX, autoClose: PILOT_LIMITS.toastMs });
}

export function showPilotNotice(message: string) {
  notifications.show({ color: 'yellow', message, autoClose: PILOT_LIMITS.toastMs });
}
