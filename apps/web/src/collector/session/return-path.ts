import { createReturnPath } from '../../lib/return-path';

/**
 * Collector spec 2: unauthenticated visitors are sent to /collectors "and the origin is remembered".
 * Only pages of the collector portal qualify.
 */
export const collectorReturnPath = createReturnPath(
  'parley.collectors.origin',
  (path) => path.startsWith('/collectors/') && !path.startsWith('/collectors/api/'),
);
