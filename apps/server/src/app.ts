import { existsSync } from 'node:fs';
import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifySchema, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import qs from 'qs';
import { z } from 'zod';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { accountsRoutes } from './modules/accounts/accounts.routes.js';
import { aiEditorRoutes } from './modules/ai-editor/ai-editor.routes.js';
import { auditLogRoutes } from './modules/audit-log/audit-log.routes.js';
import { blogRoutes } from './modules/blog/blog.routes.js';
import { budgetLadderRoutes } from './modules/budget-ladder/budget-ladder.routes.js';
import { chatRoutes } from './modules/chat/chat.routes.js';
import { collectorAuthRoutes } from './modules/collector-auth/collector-auth.routes.js';
import { consumerAuthRoutes } from './modules/consumer-auth/consumer-auth.routes.js';
import { courtClosingRoutes } from './modules/court-closing/court-closing.routes.js';
import { creditReportRoutes } from './modules/credit-report/credit-report.routes.js';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.js';
import { devMailboxRoutes } from './modules/dev-mailbox/dev-mailbox.routes.js';
import { disputesRoutes } from './modules/disputes/disputes.routes.js';
import { entryPagesRoutes } from './modules/entry-pages/entry-pages.routes.js';
import { financialReportRoutes } from './modules/financial-report/financial-report.routes.js';
import { firmApiRoutes } from './modules/firm-api/firm-api.routes.js';
import { firmSettingsRoutes } from './modules/firm-settings/firm-settings.routes.js';
import { firmUsersRoutes } from './modules/firm-users/firm-users.routes.js';
import { hardshipSummaryRoutes } from './modules/hardship-summary/hardship-summary.routes.js';
import { intakeRoutes } from './modules/intake/intake.routes.js';
import { mfaRoutes } from './modules/mfa/mfa.routes.js';
import { negotiationRoutes } from './modules/negotiation/negotiation.routes.js';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes.js';
import { notificationsRoutes } from './modules/notifications/notifications.routes.js';
import { paymentsRoutes } from './modules/payments/payments.routes.js';
import { pilotRoutes } from './modules/pilot/pilot.routes.js';
import { portfolioRoutes } from './modules/portfolio/portfolio.routes.js';
import { profileRoutes } from './modules/profile/profile.routes.js';
import { settlementRulesRoutes } from './modules/settlement-rules/settlement-rules.routes.js';
import { workQueueRoutes } from './modules/work-queue/work-queue.routes.js';
import { installAuditContext } from './platform/audit.js';
import { auditRefusals, createGuards, runGuardsBeforeValidation } from './platform/auth.js';
import { markApiKeyRoute } from './platform/bearer.js';
import type { Clock } from './platform/clock.js';
import { createCookies } from './platform/cookies.js';
import { createCsrf, isSignatureAuthenticated } from './platform/csrf.js';
import { isDevRoute, isLoopbackClient } from './platform/dev-routes.js';
import { AppError, registerErrorHandler, toErrorBody } from './platform/errors.js';
import { loggerOptions } from './platform/logging.js';
import { authorizeScrape, httpRequestErrors, metricsRegistry, observeHttpRequest, routeLabel, watchDatabasePool, watchJobQueues } from './platform/metrics.js';
import { answerNavigationError } from './platform/navigation-errors.js';
import { createReadiness, type Readiness } from './platform/readiness.js';
import { installRealtime } from './platform/realtime.js';
import { createResponseSerializerCompiler } from './platform/response-serializer.js';
import { installStorableInput } from './platform/storable-input.js';
import { nameServerSpan } from './platform/tracing.js';
import { loadWebPages } from './platform/web-pages.js';
import type { RouteContext } from './route-context.js';
import { createServices, type Services } from './services.js';

export type AppDeps = {
  config: Config;
  database: DatabaseHandle;
  clock: Clock;
  encryptionKey: string;
  /** Tests pass a stream to read the logs; production logs JSON to stdout. */
  logger?: FastifyServerOptions['logger'];
};

// Paths the SPA never owns: unknown ones answer JSON 404, not index.html.
const API_PREFIXES = ['/api/', '/collectors/api/', '/dev/', '/healthz', '/readyz', '/metrics', '/pilot/', '/api_controller/', '/steps_api/', '/rails/'];

/** A registered route, with its zod schemas (the fuzzing tests derive their inputs from them). */
export type RouteEntry = { method: string; url: string; schema?: FastifySchema; signatureAuthenticated?: boolean };

export async function buildApp(deps: AppDeps): Promise<{ app: FastifyInstance; services: Services; routes: RouteEntry[]; readiness: Readiness }> {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(config.logLevel),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: {
      ignoreTrailingSlash: true,
      maxParamLength: 200,
      // The spec's filters nest: filters[status][]=…, filters[debt_amount][min]=…
      querystringParser: (query) => qs.parse(query, { depth: 3, arrayLimit: 60, parameterLimit: 200 }),
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createResponseSerializerCompiler({ checkEachAnswer: config.env !== 'production' }));
  const webPages = existsSync(path.join(config.webDist, 'index.html')) ? loadWebPages(config.webDist) : null;
  registerErrorHandler(app, (req, reply, error) => answerNavigationError(req, reply, error, { webPages, publicUrl: config.publicUrl }));
  app.decorateRequest('session', null);
  app.decorateRequest('apiKey', null);
  // Routes whose guard takes API keys say so in their config and their OpenAPI security.
  app.addHook('onRoute', markApiKeyRoute);
  app.addHook('onRoute', runGuardsBeforeValidation);
  // Every route the app registers, so tests can walk all of them (a new route cannot be forgotten).
  const routes: RouteEntry[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      routes.push({ method, url: route.url, schema: route.schema, signatureAuthenticated: isSignatureAuthenticated(route.config) });
  });

  // Audit entries take the request's address and browser from here.
  installAuditContext(app);
  // Dev routes (/dev/…) hand out reset links and move money: they exist only in development, and
  // answer a client on this machine only; to anyone else they are not found. Decided by the route
  // the router chose, so every spelling of a dev path meets the same gate.
  app.addHook('onRequest', async (req) => {
    if (isDevRoute(req) && !(config.devRoutes && isLoopbackClient(req))) throw new AppError('NOT_FOUND', 'Not found');
  });

  const services = createServices({ ...deps, log: app.log });
  // Metrics (platform/metrics.ts) and traces (platform/tracing.ts): per request, a histogram
  // observation, and a name for the server span when tracing is on.
  app.addHook('onRequest', async (req) => nameServerSpan(req.method, routeLabel(req)));
  app.addHook('onResponse', async (req, reply) => observeHttpRequest(req, reply));
  app.addHook('onError', async (req, _reply, error) => {
    httpRequestErrors.inc({ method: req.method, route: routeLabel(req), code: toErrorBody(error).body.code });
  });
  const unwatch = [watchDatabasePool(database), watchJobQueues(services.db)];
  app.addHook('onClose', async () => {
    for (const stop of unwatch) stop();
  });
  const readiness = createReadiness(services.db);
  // Hears the other processes' session revocations; until then every request reads its session.
  await services.sessions.listen();
  app.addHook('onClose', async () => {
    await services.sessions.stopListening();
  });
  const cookies = createCookies(config.secureCookies);
  const csrf = createCsrf(services.crypto, cookies, config.publicUrl);
  auditRefusals(app, services.audit);
  const guards = createGuards({
    sessions: services.sessions,
    cookies,
    audit: services.audit,
    isMfaEnrollmentRequired: services.mfa.isEnrollmentRequired,
    authenticateApiKey: services.apiKeys.authenticate,
    limiter: services.limiter,
  });
  const ctx: RouteContext = { config, database, services, guards, cookies, csrf };

  await app.register(fastifyCookie);
  // Answers over 1 KB (JSON, HTML) go out compressed; the web's bundles were compressed at build
  // time and are sent as they are (below). Brotli at quality 4 costs about what gzip does.
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    customTypes: /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)|(?:\+|\/)xml(?:;|$)|javascript|svg/,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  // Uploads: each route sets its own, smaller limits; these are the ceilings.
  await app.register(fastifyMultipart, { limits: { fileSize: 25 * 1024 * 1024, files: 10, fields: 50, fieldSize: 100_000 } });
  // NUL bytes, lone surrogates and numbers past ±2^53 are refused here, for every route (issue 18).
  installStorableInput(app);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // Stripe Elements, only when Stripe is configured (the sandbox needs nothing from outside).
        scriptSrc: ["'self'", ...(config.stripe ? ['https://js.stripe.com'] : [])],
        ...(config.stripe ? { frameSrc: ['https://js.stripe.com', 'https://hooks.stripe.com'] } : {}),
        // Mantine writes its theme variables into a <style> element at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(config.stripe ? ['https://api.stripe.com'] : [])],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // Only Parley frames Parley: Ask Solo shows the payment widget in an iframe of the same origin.
        frameAncestors: ["'self'"],
        ...(config.secureCookies ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: config.secureCookies ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginEmbedderPolicy: false,
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Parley API',
        version: '1.0.0',
        description:
          'Every mutating request needs the X-CSRF-Token header with the token from GET /api/csrf. Errors answer `{ "error": "...", "code": "...", "fields"?: {...} }`. Collector routes take the collector session cookie, consumer routes the consumer one. Routes marked with the apiKey security also take a firm API key as `Authorization: Bearer pk_live_…` instead of the cookie (never both), without a CSRF token; see docs/api-and-webhooks.md.',
      },
      components: {
        securitySchemes: {
          collectorSession: { type: 'apiKey', in: 'cookie', name: 'parley_collector_session' },
          apiKey: { type: 'http', scheme: 'bearer', description: 'A firm API key (pk_live_…), created by a firm administrator under API & webhooks.' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: false });

  csrf.install(app);
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['platform'],
        summary: 'Liveness and database reachability',
        response: { 200: z.object({ ok: z.literal(true), database: z.enum(['pglite', 'postgres']) }) },
      },
    },
    async () => {
      await services.db.execute('select 1');
      return { ok: true as const, database: database.kind };
    },
  );
  app.get(
    '/readyz',
    {
      schema: {
        tags: ['platform'],
        summary: 'Readiness: the database answers, holds every migration, and the job queues run (where this process works them); 503 names the failing check',
        response: {
          200: z.object({ ready: z.literal(true), checks: z.record(z.string(), z.string()) }),
          503: z.object({ ready: z.literal(false), checks: z.record(z.string(), z.string()) }),
        },
      },
    },
    async (_req, reply) => {
      const report = await readiness.check();
      return reply.code(report.ready ? 200 : 503).send(report);
    },
  );
  // Prometheus's scrape (text format), or JSON for the cluster's proxy, which sums its nodes' (cluster/balancer.ts).
  app.get('/metrics', { schema: { hide: true } }, async (req, reply) => {
    authorizeScrape(req, config.metricsToken);
    reply.header('cache-control', 'no-store');
    if (req.headers.accept === 'application/json') return reply.type('application/json').send(await metricsRegistry.getMetricsAsJSON());
    return reply.type(metricsRegistry.contentType).send(await metricsRegistry.metrics());
  });
  await app.register(collectorAuthRoutes(ctx));
  await app.register(consumerAuthRoutes(ctx));
  await app.register(mfaRoutes(ctx));
  await app.register(accountsRoutes(ctx));
  await app.register(firmSettingsRoutes(ctx));
  await app.register(firmUsersRoutes(ctx));
  await app.register(auditLogRoutes(ctx));
  await app.register(firmApiRoutes(ctx));
  await app.register(portfolioRoutes(ctx));
  await app.register(workQueueRoutes(ctx));
  await app.register(negotiationRoutes(ctx));
  await app.register(settlementRulesRoutes(ctx));
  await app.register(disputesRoutes(ctx));
  await app.register(courtClosingRoutes(ctx));
  await app.register(notificationsRoutes(ctx));
  await app.register(chatRoutes(ctx));
  await app.register(paymentsRoutes(ctx));
  await app.register(pilotRoutes(ctx));
  await app.register(intakeRoutes(ctx));
  await app.register(aiEditorRoutes(ctx));
  await app.register(hardshipSummaryRoutes(ctx));
  await app.register(budgetLadderRoutes(ctx));
  await app.register(blogRoutes(ctx));
  await app.register(newsletterRoutes(ctx));
  await app.register(entryPagesRoutes(ctx));
  await app.register(dashboardRoutes(ctx));
  await app.register(profileRoutes(ctx));
  await app.register(creditReportRoutes(ctx));
  await app.register(financialReportRoutes(ctx));
  await installRealtime(app, { config, database, cookies, sessions: services.sessions, realtime: services.realtime });
  if (config.devRoutes) await app.register(devMailboxRoutes(ctx));

  if (webPages) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      wildcard: false,
      index: false,
      // The build wrote a .br and a .gz next to each text file over 1 KB: sent to browsers that accept them.
      preCompressed: true,
      // send's own cache-control (public, max-age=0) would replace the one set here.
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const isHashedBundle = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', isHashedBundle ? 'public, max-age=31536000, immutable' : 'no-cache');
        res.setHeader('vary', 'accept-encoding');
      },
    });
    // Vite's hashed bundles live under /assets; serve them and anything else in dist by name.
    app.get('/assets/*', { schema: { hide: true } }, (req, reply) => reply.sendFile(`assets/${(req.params as { '*': string })['*']}`));
  }

  // Answers from the API may carry personal data: never cached (OWASP ASVS 5.0 14.3.2). Decided by
  // the route the router chose (any spelling of an API path reaches the same route); an answer no
  // route owns is a JSON error, or a page that sets its own cache-control.
  app.addHook('onSend', async (req, reply) => {
    const route = req.routeOptions.url;
    const isApi = route === undefined || API_PREFIXES.some((p) => route.startsWith(p)) || route.startsWith('/users');
    if (isApi && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });

  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0] ?? '/';
    const wantsPage = (req.method === 'GET' || req.method === 'HEAD') && !API_PREFIXES.some((p) => url.startsWith(p) || `${url}/` === p);
    if (wantsPage && webPages) {
      const { body, encoding } = webPages.htmlFor(url, req.headers['accept-encoding']);
      reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding');
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply.type('text/html; charset=utf-8').send(body);
    }
    throw new AppError('NOT_FOUND', 'Not found');
  });

  return { app, services, routes, readiness };
}
