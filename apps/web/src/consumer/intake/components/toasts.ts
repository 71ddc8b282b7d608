import { notifications } from '@mantine/notifications';
import { INTAKE_LIMITS, INTAKE_MESSAGES } from '@parley/shared';

/** Consumer spec 8: '{label} saved successfully' for 3 s; error toasts for 5 s. */
export function savedToast(label: string) {
  notifications.show({ message: INTAKE_MESSAGES.saved(label), color: 'green', autoClose: INTAKE_LIMITS.saveToastMs });
}

export function errorToast(message: string) {
  notifications.show({ message, color: 'red', autoClose: INTAKE_LIMITS.errorToastMs });
}
