/**
 * Whether a browser request comes from this site's own pages. Browsers send `Origin` on every
 * cross-origin request and on every same-origin request that changes something; a request without
 * one comes from a client that carries no ambient cookies, or from an old browser, and is judged by
 * the CSRF token alone. The public URL's origin is this site; so is the host the request was sent
 * to, for a server reached under another name (a development proxy, a bare IP).
 */
export function isOwnOrigin(origin: string | undefined, host: string | undefined, publicOrigin: string): boolean {
  if (origin === undefined) return true;
  if (origin === publicOrigin) return true;
  try {
    if (host === undefined) return false;
    const from = new URL(origin);
    // Read the Host header under the origin's scheme, so ':80' on http and ':443' on https compare as no port.
    return from.host === new URL(`${from.protocol}//${host}`).host;
  } catch {
    // 'null' (a sandboxed frame, a file:// page) or garbage: never this site.
    return false;
  }
}
