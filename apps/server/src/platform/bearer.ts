import type { FastifyRequest, RouteOptions } from 'fastify';

/**
 * API-key authentication's plumbing (docs/decisions/022-api-keys-and-webhooks.md): a route takes a
 * key when its collector guard says so (`requireCollector({ apiKey })`); that tag is copied into
 * the route's config when the route is registered, so the CSRF check (a browser's problem, and a
 * bearer header is never sent by a browser on its own) can skip exactly those routes.
 */
export type ApiKeyAccess = 'read' | 'write';
const ACCESS = Symbol('apiKeyAccess');

export function tagApiKeyAccess<T extends object>(guard: T, access: ApiKeyAccess | undefined): T {
  if (access) Object.defineProperty(guard, ACCESS, { value: access });
  return guard;
}

function accessOfHandlers(handlers: unknown): ApiKeyAccess | null {
  for (const h of [handlers].flat()) {
    const access = (h as { [ACCESS]?: ApiKeyAccess } | undefined)?.[ACCESS];
    if (access) return access;
  }
  return null;
}

/** Called from onRoute: marks a route whose guard takes API keys, and documents the bearer scheme on it. */
export function markApiKeyRoute(route: RouteOptions): void {
  // The guard is a preHandler as the route names it, or already moved by runGuardsBeforeValidation (auth.ts).
  const access = accessOfHandlers([route.preValidation ?? [], route.preHandler ?? []].flat());
  if (!access) return;
  route.config = { ...(route.config as object), apiKeyAccess: access } as RouteOptions['config'];
  if (route.schema) {
    const note = `API keys: ${access === 'read' ? 'read or write scope' : 'write scope'}.`;
    route.schema = {
      ...route.schema,
      description: [route.schema.description, note].filter(Boolean).join('\n\n'),
      security: [{ collectorSession: [] }, { apiKey: [] }],
    } as RouteOptions['schema'];
  }
}

export function apiKeyAccessOfRoute(config: unknown): ApiKeyAccess | null {
  return (config as { apiKeyAccess?: ApiKeyAccess } | undefined)?.apiKeyAccess ?? null;
}

/** The secret of an `Authorization: Bearer …` header, or null when there is none. */
export function bearerTokenOf(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? (header.toLowerCase().startsWith('bearer') ? '' : null);
}
