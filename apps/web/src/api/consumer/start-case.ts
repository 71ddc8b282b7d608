import { type StartCaseInput, StartCaseResponseSchema } from '@parley/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../client';

/** The entry pages' start button: opens an empty case of the product for the signed-in consumer. */
export async function startCase(input: StartCaseInput) {
  return StartCaseResponseSchema.parse(await apiFetch('POST', '/api/start_case', input));
}

export function useStartCase() {
  return useMutation({ mutationFn: startCase });
}
