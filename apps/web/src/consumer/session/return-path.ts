import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { createReturnPath } from '../../lib/return-path';

/** Where a consumer sent to sign in returns afterwards: any consumer page but the sign-in ones. */
export const consumerReturnPath = createReturnPath('parley.consumer.origin', (path) => !/^\/(users|collectors|api)(\/|\?|$)/.test(path));

export const DASHBOARD_PATH = '/my_dashboard';

/**
 * Server-rendered pages (the blog's "Sign in to comment") link to /users/sign_in?return_to=/path:
 * remember that path like any other, with the same checks (a path of this site, not a sign-in page).
 */
export function useReturnToParam(): void {
  const [params] = useSearchParams();
  const returnTo = params.get('return_to');
  useEffect(() => {
    if (returnTo) consumerReturnPath.remember(returnTo);
  }, [returnTo]);
}

// Pages the server renders (the blog, the product entry pages): the router has no route for them.
// And the files a signed-out browser was sent to sign in for: /my_dashboard/download?id=… (the
// server answers with the file when there is one, else with the app's download page) and the
// generated documents under /api_controller/.
const SERVER_RENDERED = /^\/(blog|solosettle|debt_answer|my_dashboard\/download|api_controller)(\/|\?|#|$)/;

/** After signing in or up: back to where the visitor came from (a full page load for a server-rendered page), else the dashboard. */
export function useContinueAfterSignIn(): () => void {
  const navigate = useNavigate();
  return () => {
    const path = consumerReturnPath.consume() ?? DASHBOARD_PATH;
    if (SERVER_RENDERED.test(path)) window.location.assign(path);
    else navigate(path, { replace: true });
  };
}
