import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Reads a single-use token from the query string once, keeps it in memory and removes it from the
 * address bar (a history replace), so it does not linger in history, bookmarks or screenshots.
 */
export function useLinkToken(param: string): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => new URLSearchParams(location.search).get(param));

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (!params.has(param)) return;
    params.delete(param);
    const search = params.toString();
    navigate({ pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash }, { replace: true, state: location.state });
  }, [param, location, navigate]);

  return token;
}
