// A stand-in OTLP/HTTP collector for measuring tracing's cost: accepts POST /v1/traces (JSON, as
// @opentelemetry/exporter-trace-otlp-http sends), answers 200 at once and counts the spans by kind
// of name. GET /stats answers the counts. Usage: PORT=4318 node bench/load/otlp-sink.mjs
import http from 'node:http';

const port = Number(process.env.PORT ?? 4318);
const stats = { requests: 0, bytes: 0, spans: 0, byKind: {} };
const kindOf = (name) => (/^(?:pg|pglite)\.query:/.test(name) ? 'query' : name.startsWith('job ') ? 'job' : /^[A-Z]+ \//.test(name) ? 'http' : 'other');

http
  .createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/stats') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(JSON.stringify(stats));
    }
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      stats.requests++;
      stats.bytes += body.length;
      try {
        for (const rs of JSON.parse(body.toString()).resourceSpans ?? [])
          for (const ss of rs.scopeSpans ?? [])
            for (const span of ss.spans ?? []) {
              stats.spans++;
              const kind = kindOf(span.name);
              stats.byKind[kind] = (stats.byKind[kind] ?? 0) + 1;
            }
      } catch {
        stats.byKind.unparsed = (stats.byKind.unparsed ?? 0) + 1;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{}');
    });
  })
  .listen(port, '127.0.0.1', () => process.stdout.write(`otlp sink on http://127.0.0.1:${port}\n`));
