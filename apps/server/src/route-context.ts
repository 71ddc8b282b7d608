import type { Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import type { Guards } from './platform/auth.js';
import type { Cookies } from './platform/cookies.js';
import type { Csrf } from './platform/csrf.js';
import type { Services } from './services.js';

/**
 * What every route plugin is built from. It names the modules' services, so it lives beside
 * services.ts rather than in platform/: the platform serves the modules and never imports them.
 */
export type RouteContext = {
  config: Config;
  database: DatabaseHandle;
  services: Services;
  guards: Guards;
  cookies: Cookies;
  csrf: Csrf;
};
