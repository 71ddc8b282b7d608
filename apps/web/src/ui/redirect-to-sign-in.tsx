import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { ReturnPath } from '../lib/return-path';
import { FullPageLoader } from './full-page-loader';

/** Remembers where a signed-out visitor was going, then sends them to their realm's sign-in. */
export function RedirectToSignIn({ returnPath, signInPath }: { returnPath: ReturnPath; signInPath: string }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    returnPath.remember(`${pathname}${search}`);
    navigate(signInPath, { replace: true });
  }, [pathname, search, navigate, returnPath, signInPath]);
  return <FullPageLoader />;
}
