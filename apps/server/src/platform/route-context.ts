import type { Config } from '../config.js';
import type { DatabaseHandle } from '../db/client.js';
import type { Services } from '../services.js';
import type { Guards } from './auth.js';
import type { Cookies } from './cookies.js';
import type { Csrf } from './csrf.js';

/** What every route plugin is built from. */
export type RouteContext = {
  config: Config;
  database: DatabaseHandle;
  services: Services;
  guards: Guards;
  cookies: Cookies;
  csrf: Csrf;
};
