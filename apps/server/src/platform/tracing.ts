import { createRequire } from 'node:module';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { type Span, SpanKind, SpanStatusCode, type Tracer, trace } from '@opentelemetry/api';
import type { SpanExporter } from '@opentelemetry/sdk-trace-base';

/**
 * OpenTelemetry traces: a server span per HTTP request (named by its route pattern), a child span
 * per database query, a span per job run. Only when OTEL_EXPORTER_OTLP_ENDPOINT is set: otherwise
 * the SDK is never imported, no provider, context manager or hook is registered, and the helpers
 * below return at their first line (the API's global no-op tracer is all that exists).
 *
 * The server is ESM, and require hooks (how instrumentation-http and instrumentation-pg patch) do
 * not see `import`. Both patch shared objects, though: http's Server.prototype.emit and pg's
 * Client.prototype.query. `pg` is CommonJS (its ESM entry re-exports lib/index.js), so requiring
 * `node:http` and `pg` here, once the hooks are in place, patches the very prototypes the app's
 * imports use, whenever those imports ran. tracing.test.ts proves the spans arrive. PGlite has no
 * instrumentation; traceEmbeddedQueries wraps its query functions instead (embedded mode, tests).
 */
let enabled = false;
// The provider's own tracer, set once tracing starts. (A tracer taken from the API before then would
// stay a no-op: the SDK registers through its own copy of @opentelemetry/api, whose global this
// module's copy reads only when asked again.)
let tracer: Tracer = trace.getTracer('parley');

export type Tracing = { shutdown(): Promise<void> };
export type TracingOptions = {
  serviceName: string;
  /** OTLP/HTTP base URL (the collector's :4318); spans go to <endpoint>/v1/traces, in batches. */
  endpoint?: string;
  /** Tests: spans go here, each as it ends. */
  exporter?: SpanExporter;
};

/** Starts tracing, before the app is built (main.ts, worker.ts). Null when there is nowhere to send spans. */
export async function startTracing(options: TracingOptions): Promise<Tracing | null> {
  if (!options.endpoint && !options.exporter) return null;
  const [{ NodeTracerProvider }, { BatchSpanProcessor, SimpleSpanProcessor }, { resourceFromAttributes }, semconv, { registerInstrumentations }] =
    await Promise.all([
      import('@opentelemetry/sdk-trace-node'),
      import('@opentelemetry/sdk-trace-base'),
      import('@opentelemetry/resources'),
      import('@opentelemetry/semantic-conventions'),
      import('@opentelemetry/instrumentation'),
    ]);
  const [{ HttpInstrumentation }, { PgInstrumentation }] = await Promise.all([
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-pg'),
  ]);
  let processor: InstanceType<typeof BatchSpanProcessor> | InstanceType<typeof SimpleSpanProcessor>;
  if (options.exporter) processor = new SimpleSpanProcessor(options.exporter);
  else {
    const { OTLPTraceExporter } = await import('@opentelemetry/exporter-trace-otlp-http');
    processor = new BatchSpanProcessor(new OTLPTraceExporter({ url: `${options.endpoint?.replace(/\/$/, '')}/v1/traces` }));
  }
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ [semconv.ATTR_SERVICE_NAME]: options.serviceName }),
    spanProcessors: [processor],
  });
  // The global tracer provider, AsyncLocalStorage context and W3C trace-context propagation.
  provider.register();
  const unregister = registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({
        // Scrapes and probes would be most of the traces and tell nothing.
        ignoreIncomingRequestHook: (req) => /^\/(?:metrics|healthz|readyz)(?:\?|$)/.test(req.url ?? ''),
      }),
      // Queries outside a request or a job are pg-boss's polls and the session listener: not traced.
      new PgInstrumentation({ requireParentSpan: true }),
    ],
  });
  const require = createRequire(import.meta.url);
  require('node:http');
  require('pg');
  tracer = provider.getTracer('parley');
  enabled = true;
  return {
    async shutdown() {
      enabled = false;
      unregister();
      await provider.shutdown();
      trace.disable();
    },
  };
}

/** Names the active HTTP server span after the route pattern Fastify matched (GET /api/v1/accounts/:id). */
export function nameServerSpan(method: string, route: string): void {
  if (!enabled) return;
  const span = trace.getActiveSpan();
  if (!span) return;
  span.updateName(`${method} ${route}`);
  span.setAttribute('http.route', route);
}

/** trace_id and span_id for a log line written while a span is active (pino's mixin, logging.ts). */
export function traceFields(): Record<string, string> {
  if (!enabled) return {};
  const span = trace.getActiveSpan();
  if (!span) return {};
  const { traceId, spanId } = span.spanContext();
  return { trace_id: traceId, span_id: spanId };
}

async function inSpan<T>(span: Span, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    span.recordException(err as Error);
    span.setStatus({ code: SpanStatusCode.ERROR });
    throw err;
  } finally {
    span.end();
  }
}

/** A span around one job run (platform/jobs.ts); its queries are its children. */
export function traceJob<T>(queue: string, jobId: string, run: () => Promise<T>): Promise<T> {
  if (!enabled) return run();
  return tracer.startActiveSpan(
    `job ${queue}`,
    { kind: SpanKind.CONSUMER, attributes: { 'messaging.system': 'pg-boss', 'messaging.destination.name': queue, 'messaging.message.id': jobId } },
    (span) => inSpan(span, run),
  );
}

type QueryFunctions = Pick<PGlite, 'query' | 'exec'> | Pick<Transaction, 'query' | 'exec'>;

function wrapQueries(target: QueryFunctions): void {
  for (const method of ['query', 'exec'] as const) {
    const original = (target[method] as (text: string, ...rest: unknown[]) => Promise<unknown>).bind(target);
    (target as Record<string, unknown>)[method] = (text: string, ...rest: unknown[]) => {
      // As instrumentation-pg with requireParentSpan: only queries made for a request or a job.
      if (!enabled || !trace.getActiveSpan()) return original(text, ...rest);
      const operation = /^\s*(\w+)/.exec(text)?.[1]?.toUpperCase() ?? 'QUERY';
      return tracer.startActiveSpan(
        `pglite.query:${operation}`,
        { kind: SpanKind.CLIENT, attributes: { 'db.system': 'postgresql', 'db.statement': text } },
        (span) => inSpan(span, () => original(text, ...rest)),
      );
    };
  }
}

/** Embedded mode: a span per PGlite query, in and out of transactions. Nothing when tracing is off. */
export function traceEmbeddedQueries(pglite: PGlite): void {
  if (!enabled) return;
  wrapQueries(pglite);
  const transaction = pglite.transaction.bind(pglite);
  pglite.transaction = ((run: (tx: Transaction) => Promise<unknown>) =>
    transaction((tx) => {
      wrapQueries(tx);
      return run(tx);
    })) as PGlite['transaction'];
}
