import { PASSWORD_MESSAGES, passwordProblem } from '@parley/shared';
import type { FieldErrors } from './form-errors';

/** The rules of a password being set (length, not common) and that both entries match. */
export function newPasswordErrors(password: string, confirmation: string, names: { password: string; confirmation: string }): FieldErrors {
  const errors: FieldErrors = {};
  const problem = passwordProblem(password);
  if (problem) errors[names.password] = problem;
  if (password !== confirmation) errors[names.confirmation] = PASSWORD_MESSAGES.mismatch;
  return errors;
}
