import { createReturnPath } from '../../lib/return-path';

/** Where a consumer sent to sign in returns afterwards: any consumer page but the sign-in ones. */
export const consumerReturnPath = createReturnPath('parley.consumer.origin', (path) => !/^\/(users|collectors|api)(\/|\?|$)/.test(path));

export const DASHBOARD_PATH = '/my_dashboard';
