import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import type { S3Settings } from './platform/storage.js';

/** A 32-byte key, base64 encoded (`openssl rand -base64 32`): ENCRYPTION_KEY, or ENCRYPTION_KEY_FILE's content. */
export const ENCRYPTION_KEY_FORMAT = /^[A-Za-z0-9+/]{43}=$/;

const Bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** Whom X-Forwarded-For is believed from: a trust rule Fastify takes as it is (proxy-addr's). */
export type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);

// proxy-addr's named ranges, and an address with an optional prefix length.
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isProxyRange = (entry: string) => {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
};

/**
 * Issue 33.3: `true` believed every hop, so the client's own leftmost X-Forwarded-For entry became
 * req.ip (rate limits, the audit log, API keys' last address). Now: a hop count (`1`: the one proxy
 * in front; only safe when nothing but the proxies can reach the server) or the proxies' addresses
 * and CIDRs (`10.0.0.0/8,127.0.0.1`, or proxy-addr's `loopback`). `all` is `true`, which loadConfig
 * refuses in production and narrows to loopback elsewhere.
 */
const TrustProxySetting = z
  .string()
  .trim()
  .transform((value, ctx): TrustProxy | 'all' => {
    if (value === '' || value === 'false' || value === '0') return false;
    if (value === 'true') return 'all';
    if (/^\d{1,2}$/.test(value)) {
      const hops = Number(value);
      // Fastify 5 ignores a bare number (it cannot check the peer), so the count is a trust rule.
      return (_address, hop) => hop < hops;
    }
    const entries = value.split(',').map((entry) => entry.trim());
    const wrong = entries.filter((entry) => !isProxyRange(entry));
    if (wrong.length === 0) return entries;
    ctx.addIssue({
      code: 'custom',
      message: `TRUST_PROXY must be a hop count (1) or proxy addresses and CIDRs (10.0.0.0/8,127.0.0.1); not ${wrong.join(', ')}`,
    });
    return z.NEVER;
  });

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('.data'),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(20),
  ENCRYPTION_KEY: z.string().regex(ENCRYPTION_KEY_FORMAT, 'ENCRYPTION_KEY must be 32 bytes, base64 encoded').optional(),
  // A file holding the key (base64), outside DATA_DIR; read at start-up (bootstrap.ts). ENCRYPTION_KEY wins.
  ENCRYPTION_KEY_FILE: z.string().min(1).optional(),
  PUBLIC_URL: z.string().url().optional(),
  // npm run backup / restore: the archive's passphrase, or a file holding a 32-byte key (base64).
  BACKUP_PASSPHRASE: z.string().min(12, 'BACKUP_PASSPHRASE must be at least 12 characters').optional(),
  BACKUP_KEY_FILE: z.string().min(1).optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Parley <no-reply@parley.test>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: Bool.optional(),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: TrustProxySetting.default(false),
  JOBS: Bool.default(true),
  // npm run start:cluster: the server processes' ports behind the proxy on PORT (default PORT+1, PORT+2).
  CLUSTER_NODE_PORTS: z
    .string()
    .regex(/^\d{1,5}(,\d{1,5})*$/, 'CLUSTER_NODE_PORTS must be a comma-separated list of ports')
    .optional(),
  // Bank data and credit reports: only the sandbox providers ship (see providers/bank, providers/credit).
  BANK_PROVIDER: z.enum(['sandbox']).default('sandbox'),
  CREDIT_PROVIDER: z.enum(['sandbox']).default('sandbox'),
  // Card payments: Stripe when the secret key is set, else the offline sandbox.
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, 'STRIPE_SECRET_KEY must look like sk_test_…')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_\w+$/, 'STRIPE_PUBLISHABLE_KEY must look like pk_test_…')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, 'STRIPE_WEBHOOK_SECRET must look like whsec_…')
    .optional(),
  /** Parley's fee on each consumer payment, in basis points (0: the firm gets every cent). */
  PLATFORM_FEE_BPS: z.coerce.number().int().min(0).max(5000).default(0),
  // Files in an S3-compatible bucket instead of DATA_DIR/files (S3_ENDPOINT for MinIO, R2 and the like).
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: Bool.optional(),
  S3_PREFIX: z
    .string()
    .regex(/^[\w.-]+\/$/, 'S3_PREFIX must end with a slash, like parley/')
    .optional(),
  // An OpenAI-compatible endpoint for the assistant and the editor; without one, the built-in provider.
  LLM_BASE_URL: z.string().url().optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).optional(),
  // /metrics: with a token, whoever sends it as a bearer token; without, this machine only.
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  // Traces over OTLP/HTTP (e.g. http://collector:4318); unset, tracing is not even loaded.
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().url().optional(),
  OTEL_SERVICE_NAME: z.string().min(1).default('parley'),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** embedded: PGlite in dataDir/db, one process owns dataDir; postgres: DATABASE_URL, many processes. */
  database: { kind: 'pglite'; dir: string } | { kind: 'postgres'; url: string; poolMax: number };
  encryptionKey: string | undefined;
  /** ENCRYPTION_KEY_FILE, absolute; used when encryptionKey is unset. */
  encryptionKeyFile: string | undefined;
  publicUrl: string;
  /** npm run backup / restore only: what seals the archive (BACKUP_KEY_FILE absolute). */
  backup: { passphrase: string | undefined; keyFile: string | undefined };
  mail: { from: string; smtpUrl: string | undefined };
  logLevel: string;
  /** Seed the demo firms and users into an empty database at start-up. */
  seedDemo: boolean;
  webDist: string;
  /** Whose X-Forwarded-For is believed (TRUST_PROXY): the proxies' addresses, a hop count's rule, or nobody's. */
  trustProxy: TrustProxy;
  secureCookies: boolean;
  runJobs: boolean;
  /** npm run start:cluster only: the ports of its server processes. */
  clusterNodePorts: number[];
  /**
   * The routes under /dev (the mailbox, running due charges): only in development or tests, in
   * embedded mode without real SMTP, and even then they answer loopback clients only (dev-routes.ts).
   */
  devRoutes: boolean;
  providers: { bank: 'sandbox'; credit: 'sandbox' };
  /** Stripe's keys; null runs the sandbox payment provider. */
  stripe: { secretKey: string; publishableKey: string | null; webhookSecret: string | null } | null;
  platformFeeBps: number;
  /** Where files live: DATA_DIR/files, or an S3-compatible bucket. */
  files: { kind: 'disk'; dir: string } | ({ kind: 's3' } & S3Settings);
  ai: { kind: 'builtin' } | { kind: 'openai-compatible'; baseUrl: string; apiKey: string | undefined; model: string };
  /** The bearer token /metrics asks for; undefined: loopback clients only. */
  metricsToken: string | undefined;
  /** OTLP/HTTP traces; null: no tracing at all. */
  tracing: { endpoint: string; serviceName: string } | null;
};

/** Every setting, parsed once. Nothing else in the server reads process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid settings:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(root, e.DATA_DIR);
  const embedded = !e.DATABASE_URL;
  if (!embedded && e.NODE_ENV === 'production' && !e.ENCRYPTION_KEY && !e.ENCRYPTION_KEY_FILE) {
    throw new Error('Invalid settings:\n  ENCRYPTION_KEY: required (or ENCRYPTION_KEY_FILE) with DATABASE_URL in production');
  }
  if (e.LLM_BASE_URL && !e.LLM_MODEL) throw new Error('Invalid settings:\n  LLM_MODEL: required with LLM_BASE_URL');
  // Without SMTP the mail would only be kept for the dev mailbox, which production never serves.
  if (e.NODE_ENV === 'production' && !e.SMTP_URL) {
    throw new Error(
      'Invalid settings:\n  SMTP_URL: required in production (password resets, invites and notices must be delivered), like smtp://user:pass@mail.example:587',
    );
  }
  if (e.TRUST_PROXY === 'all' && e.NODE_ENV === 'production') {
    throw new Error(
      'Invalid settings:\n  TRUST_PROXY: true would let any client choose its own address through X-Forwarded-For; set the number of proxies in front (TRUST_PROXY=1) or their addresses (TRUST_PROXY=10.0.0.0/8,127.0.0.1)',
    );
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: e.DATABASE_URL ? { kind: 'postgres', url: e.DATABASE_URL, poolMax: e.DATABASE_POOL_MAX } : { kind: 'pglite', dir: path.join(dataDir, 'db') },
    encryptionKey: e.ENCRYPTION_KEY,
    encryptionKeyFile: e.ENCRYPTION_KEY_FILE ? path.resolve(root, e.ENCRYPTION_KEY_FILE) : undefined,
    backup: { passphrase: e.BACKUP_PASSPHRASE, keyFile: e.BACKUP_KEY_FILE ? path.resolve(root, e.BACKUP_KEY_FILE) : undefined },
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    mail: { from: e.MAIL_FROM, smtpUrl: e.SMTP_URL },
    logLevel: e.LOG_LEVEL,
    // Demo users share a published password: never seeded in production unless asked for.
    seedDemo: e.SEED_DEMO ?? (embedded && e.NODE_ENV !== 'production'),
    webDist: path.resolve(root, e.WEB_DIST ?? 'apps/web/dist'),
    // Outside production, `true` keeps a local proxy (Vite, the cluster's) working and trusts nothing further.
    trustProxy: e.TRUST_PROXY === 'all' ? ['loopback'] : e.TRUST_PROXY,
    secureCookies: e.NODE_ENV === 'production',
    runJobs: e.JOBS,
    clusterNodePorts: e.CLUSTER_NODE_PORTS?.split(',').map(Number) ?? [e.PORT + 1, e.PORT + 2],
    devRoutes: e.NODE_ENV !== 'production' && embedded && !e.SMTP_URL,
    providers: { bank: e.BANK_PROVIDER, credit: e.CREDIT_PROVIDER },
    stripe: e.STRIPE_SECRET_KEY
      ? { secretKey: e.STRIPE_SECRET_KEY, publishableKey: e.STRIPE_PUBLISHABLE_KEY ?? null, webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? null }
      : null,
    platformFeeBps: e.PLATFORM_FEE_BPS,
    files: e.S3_BUCKET
      ? {
          kind: 's3',
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE ?? e.S3_ENDPOINT !== undefined,
          prefix: e.S3_PREFIX ?? '',
        }
      : { kind: 'disk', dir: path.join(dataDir, 'files') },
    ai:
      e.LLM_BASE_URL && e.LLM_MODEL
        ? { kind: 'openai-compatible', baseUrl: e.LLM_BASE_URL.replace(/\/$/, ''), apiKey: e.LLM_API_KEY, model: e.LLM_MODEL }
        : { kind: 'builtin' },
    metricsToken: e.METRICS_TOKEN,
    tracing: e.OTEL_EXPORTER_OTLP_ENDPOINT ? { endpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT, serviceName: e.OTEL_SERVICE_NAME } : null,
  };
}
