import { z } from 'zod';

export const CsrfResponseSchema = z.object({ csrf_token: z.string() });
export type CsrfResponse = z.infer<typeof CsrfResponseSchema>;
export const CSRF_HEADER = 'x-csrf-token';
