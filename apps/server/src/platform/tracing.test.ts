import http from 'node:http';
import { type ProxyTracerProvider, trace } from '@opentelemetry/api';
import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { afterAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../modules/demo/seed-demo.js';
import { collectorAgent } from '../test/fixtures.js';
import { buildTestApp, type TestApp } from '../test/test-app.js';
import { createJobs, type Jobs } from './jobs.js';
import { startTracing, type Tracing, traceFields } from './tracing.js';

// Both engines: instrumentation-pg's spans on PostgreSQL, traceEmbeddedQueries' on PGlite.
const QUERY_SPAN = /^(?:pg\.query|pglite\.query):/;
const isWrapped = (fn: unknown) => typeof fn === 'function' && '__wrapped' in fn;

let t: TestApp | undefined;
let jobs: Jobs | undefined;
let tracing: Tracing | null = null;
afterAll(async () => {
  await jobs?.stop();
  await t?.close();
  await tracing?.shutdown();
});

const childrenOf = (spans: ReadableSpan[], parent: ReadableSpan) => spans.filter((s) => s.parentSpanContext?.spanId === parent.spanContext().spanId);

describe('tracing', () => {
  // First: this file's process has registered nothing yet.
  it('registers nothing without an endpoint: no provider, no patched http, no trace fields in logs', async () => {
    expect(await startTracing({ serviceName: 'parley' })).toBeNull();
    expect((trace.getTracerProvider() as ProxyTracerProvider).getDelegate().constructor.name).toBe('NoopTracerProvider');
    expect(isWrapped(http.Server.prototype.emit)).toBe(false);
    expect(trace.getTracer('parley').startSpan('probe').isRecording()).toBe(false);
    expect(traceFields()).toEqual({});
  });

  it('traces a request (named by route) with its queries as children, a job with its own, and logs the trace id', async () => {
    const exporter = new InMemorySpanExporter();
    tracing = await startTracing({ serviceName: 'parley-test', exporter });
    expect(isWrapped(http.Server.prototype.emit)).toBe(true);
    // Opened after tracing started, as main.ts does.
    t = await buildTestApp();
    await seedDemo(t.database, t.services.crypto);
    const staff = await collectorAgent(t.app, 'staff@demo-law.test');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    exporter.reset();

    const res = await fetch(`http://127.0.0.1:${port}/api/v1/conversations?page=1`, { headers: { cookie: staff.cookieHeader } });
    expect(res.status).toBe(200);
    await expect.poll(() => exporter.getFinishedSpans().some((s) => s.name === 'GET /api/v1/conversations')).toBe(true);
    const spans = exporter.getFinishedSpans();
    const server = spans.find((s) => s.name === 'GET /api/v1/conversations') as ReadableSpan;
    expect(server.attributes['http.route']).toBe('/api/v1/conversations');
    const queries = childrenOf(spans, server).filter((s) => QUERY_SPAN.test(s.name));
    expect(queries.length).toBeGreaterThan(0);
    // The request's own log lines carry its trace.
    const traceId = server.spanContext().traceId;
    expect(t.logs.some((line) => line.includes(`"trace_id":"${traceId}"`) && line.includes('"span_id":'))).toBe(true);

    jobs = createJobs(t.database, t.app.log);
    const db = t.services.db;
    let done!: () => void;
    const finished = new Promise<void>((resolve) => (done = resolve));
    jobs.define('test.trace-probe', async () => {
      await db.execute('select 1');
      done();
    });
    await jobs.start({ work: true });
    await jobs.send('test.trace-probe');
    await finished;
    await expect.poll(() => exporter.getFinishedSpans().some((s) => s.name === 'job test.trace-probe')).toBe(true);
    const after = exporter.getFinishedSpans();
    const job = after.find((s) => s.name === 'job test.trace-probe') as ReadableSpan;
    expect(job.attributes['messaging.destination.name']).toBe('test.trace-probe');
    expect(childrenOf(after, job).filter((s) => QUERY_SPAN.test(s.name))).toHaveLength(1);
    // pg-boss's own polling runs outside any request or job: never traced.
    expect(after.filter((s) => QUERY_SPAN.test(s.name) && !s.parentSpanContext)).toEqual([]);
  }, 120_000);
});
