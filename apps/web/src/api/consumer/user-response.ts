import { type CurrentUser, CurrentUserSchema } from '@parley/shared';

/** Sign-in and sign-up both answer `{ user: CurrentUser }`. */
export function parseUserResponse(body: unknown): CurrentUser {
  const user = typeof body === 'object' && body !== null && 'user' in body ? body.user : undefined;
  return CurrentUserSchema.parse(user);
}
