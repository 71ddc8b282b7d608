import { z } from 'zod';

/** Every error the API can answer with. A typo in a code fails to compile. */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'EMAIL_UNVERIFIED',
  'CSRF_FAILED',
  'NOT_FOUND',
  'CONFLICT',
  'RULE_VIOLATED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const ERROR_STATUS: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  // A consumer who has not confirmed their address yet, on an action that waits for it.
  EMAIL_UNVERIFIED: 403,
  CSRF_FAILED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RULE_VIOLATED: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
};

export const ErrorBodySchema = z
  .object({
    error: z.string(),
    code: z.enum(ERROR_CODES),
    fields: z.record(z.string(), z.string()).optional(),
  })
  .meta({ id: 'Error' });
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
