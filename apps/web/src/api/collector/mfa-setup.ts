import { MfaSetupResponseSchema } from '@parley/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../client';

export type MfaSetup = ReturnType<typeof MfaSetupResponseSchema.parse>;

/** Starts enrolling an authenticator: a new secret, pending until a code from it is confirmed. */
export async function beginMfaSetup(): Promise<MfaSetup> {
  return MfaSetupResponseSchema.parse(await apiFetch('POST', '/collectors/api/mfa/setup'));
}

export function useBeginMfaSetup() {
  return useMutation({ mutationFn: beginMfaSetup });
}
