import { notifications } from '@mantine/notifications';
import { INTAKE_LIMITS } from '@parley/shared';

/** Consumer spec 8: '{label} saved successfully' (useIntakeWords().saved) for 3 s; error toasts for 5 s. */
export function savedToast(message: string) {
  notifications.show({ message, color: 'green', autoClose: INTAKE_LIMITS.saveToastMs });
}

export function errorToast(message: string) {
  notifications.show({ message, color: 'red', autoClose: INTAKE_LIMITS.errorToastMs });
}
