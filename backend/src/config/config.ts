import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { parseStorageUrl, type S3Location } from './storage-url';
import { parseTrustProxy, type TrustProxy } from './trust-proxy';

/** One core is left to the event loop (and the database beside it on a small machine). */
export const DEFAULT_HASH_CONCURRENCY = Math.max(1, availableParallelism() - 1);
/** A sign-in waits at most this long for its turn; a longer queue is answered 429 at once. */
export const DEFAULT_HASH_MAX_WAIT_MS = 1500;
/** How often the job queues run a failing job before they give up; IMPORT_MAX_ATTEMPTS stays within it. */
export const JOB_ATTEMPTS = 5;

const url = (protocols: string[]) =>
  z.string().refine(
    (v) => {
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    `must be a URL starting with ${protocols.join(' or ')}//`,
  );

const MiB = 1024 * 1024;

const fraction = z.coerce.number().min(0).max(1);

const flag = z.enum(['true', 'false']).transform((v) => v === 'true');

/** Every variable the portal reads; unset means the embedded default for one machine. */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATA_DIR: z.string().min(1).default('.data'),
  DATABASE_URL: url(['postgres:', 'postgresql:']).optional(),
  REDIS_URL: url(['redis:', 'rediss:']).optional(),
  JOBS_IN_API: flag.default(true),
  QUEUE_PREFIX: z
    .string()
    .regex(/^[a-z0-9_-]+$/i, 'must be letters, digits, - or _')
    .default('portal'),
  SMTP_URL: url(['smtp:', 'smtps:']).optional(),
  MAIL_FROM: z.string().min(3).default('TSIA2 Practice Portal <no-reply@localhost>'),
  MAIL_OUTBOX_DIR: z.string().min(1).optional(),
  STORAGE_DIR: z.string().min(1).optional(),
  STORAGE_URL: z.string().optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  APP_URL: url(['http:', 'https:']).optional(),
  DELIVERY_URL: url(['http:', 'https:']).optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  // fractions are allowed so that tests can use limits of seconds
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .min(0.05)
    .max(24 * 60)
    .default(120),
  SESSION_MAX_HOURS: z.coerce
    .number()
    .min(0.001)
    .max(7 * 24)
    .default(10),
  API_DOCS: flag.optional(),
  BOOTSTRAP_ADMIN_EMAIL: z.email().optional(),
  BOOTSTRAP_ADMIN_PASSWORD: z.string().optional(),
  APP_VERSION: z.string().min(1).default('1.0'),
  GOOGLE_APP_ID: z.string().default(''),
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  FORGOT_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  LOGIN_ADDRESS_RATE_LIMIT: z.coerce.number().int().min(1).default(100),
  SIGNUP_RATE_LIMIT: z.coerce.number().int().min(1).default(60),
  EVENT_RATE_LIMIT: z.coerce.number().int().min(1).default(60),
  TRUST_PROXY: z.string().optional(),
  // argon2 runs in libuv's pool of 4 threads, which file reads share
  PASSWORD_HASH_CONCURRENCY: z.coerce.number().int().min(1).max(4).default(DEFAULT_HASH_CONCURRENCY),
  PASSWORD_HASH_MAX_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(DEFAULT_HASH_MAX_WAIT_MS),
  ORG_NAME: z.string().min(1).default('Open Pathways Learning'),
  ORG_URL: url(['http:', 'https:']).default('https://example.org/'),
  FOOTER_LINKS: z.string().optional(),
  SAMPLE_CONTENT: flag.default(true),
  HIDE_EMPTY_CATEGORIES: flag.default(false),
  PAA_VIDEO_URLS: z.string().optional(),
  UPLOAD_IDLE_SECONDS: z.coerce.number().min(0.1).max(3600).default(30),
  IMPORT_MAX_EXPANDED_MB: z.coerce.number().int().min(1).max(100_000).default(500),
  IMPORT_MAX_ENTRIES: z.coerce.number().int().min(1).max(1_000_000).default(10_000),
  IMPORT_MAX_XML_MB: z.coerce.number().int().min(1).max(1024).default(16),
  IMPORT_MAX_MEDIA_MB: z.coerce.number().int().min(1).max(100_000).default(100),
  IMPORT_TIMEOUT_MINUTES: z.coerce
    .number()
    .min(0.05)
    .max(24 * 60)
    .default(10),
  // at most the queue's own attempts, so that the import, not the queue, decides when to give up
  IMPORT_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(JOB_ATTEMPTS).default(3),
  ITEM_STATS_REFRESH_MINUTES: z.coerce
    .number()
    .min(0.05)
    .max(7 * 24 * 60)
    .default(15),
  ITEM_STATS_MIN_RESPONSES: z.coerce.number().int().min(1).default(30),
  ITEM_STATS_FACILITY_MIN: fraction.default(0.2),
  ITEM_STATS_FACILITY_MAX: fraction.default(0.9),
  ITEM_STATS_DISCRIMINATION_MIN: z.coerce.number().min(-1).max(1).default(0.2),
  ITEM_STATS_OMIT_MAX: fraction.default(0.1),
  ITEM_STATS_IRT_MODEL: z.enum(['rasch', '2pl', '3pl']).default('2pl'),
  ITEM_STATS_IRT_MIN_RESPONSES: z.coerce.number().int().min(1).default(200),
  DRAIN_SECONDS: z.coerce.number().min(0).max(300).default(5),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  WORKER_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  LOG_FORMAT: z.enum(['json', 'text']).optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
});

export type Env = z.infer<typeof schema>;

export interface FooterLinks {
  about: string;
  contact: string;
  privacy: string;
  terms: string;
  faq: string;
}

export interface AppConfig {
  env: Env['NODE_ENV'];
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  jobsInApi: boolean;
  /** import and publish the shipped sample packages at start-up when they are not there yet */
  sampleContent: boolean;
  /** leave categories without a published test off 'Choose a Practice Test' instead of saying they are empty */
  hideEmptyCategories: boolean;
  queuePrefix: string;
  smtpUrl?: string;
  mailFrom: string;
  outboxDir: string;
  storageDir: string;
  /** the S3-compatible bucket every file is kept in instead of `storageDir` */
  objectStorage?: S3Location;
  port: number;
  appUrl: string;
  deliveryUrl: string;
  sessionSecret: string;
  sessionIdleMinutes: number;
  /** a session ends this long after sign-in however active it is; the player keeps its answers */
  sessionMaxHours: number;
  /** Swagger UI and the OpenAPI document at /api/docs */
  apiDocs: boolean;
  bootstrapAdmin?: { email: string; password: string };
  appVersion: string;
  googleAppId: string;
  limits: LimitsConfig;
  /** which proxies' X-Forwarded-For is believed (none by default) */
  trustProxy: TrustProxy;
  hashing: { concurrency: number; maxWaitMs: number };
  org: { name: string; url: string };
  footerLinks: FooterLinks;
  /** the videos of the PAA's step 2 instead of the shipped ones */
  paaVideoUrls?: string[];
  import: ImportConfig;
  /** an upload whose body sends nothing for this long is answered 400 and its file removed */
  uploadIdleMs: number;
  itemStats: ItemStatsConfig;
  /** how long a stopping process keeps answering (its readiness already 503) before it closes */
  drainMs: number;
  /** the bearer token /api/metrics asks for; unset, the metrics are not served */
  metricsToken?: string;
  /** the port a worker answers health checks and metrics on; unset, a worker serves no HTTP */
  workerPort?: number;
  /** JSON lines (pino) or readable text; JSON in production */
  log: { format: 'json' | 'text'; level: 'debug' | 'info' | 'warn' | 'error' };
}

/** When item analysis runs again and which figures flag an item (see item-stats/statistics.ts). */
export interface ItemStatsConfig {
  refreshMs: number;
  minResponses: number;
  facilityMin: number;
  facilityMax: number;
  discriminationMin: number;
  omitMax: number;
  /** the IRT model of the calibration; 3pl applies to one-answer items of four or more choices, 2pl to the rest */
  irtModel: 'rasch' | '2pl' | '3pl';
  /** a free item answered fewer times than this gets no IRT parameters */
  irtMinResponses: number;
}

/** Requests per minute; sign-in counts failures only. */
export interface LimitsConfig {
  loginPerAccount: number;
  loginPerAddress: number;
  forgot: number;
  signup: number;
  events: number;
}

/** Bounds of one content package import (the archive limits beyond these are fixed). */
export interface ImportConfig {
  maxExpandedBytes: number;
  maxEntries: number;
  maxXmlBytes: number;
  maxMediaBytes: number;
  /** wall-clock time one import may take before it is stopped and failed */
  timeoutMs: number;
  /** starts of one import (process or worker stopped mid-way included) before it is failed */
  maxAttempts: number;
}

export class ConfigError extends Error {}

function firstProblem(error: z.ZodError): string {
  const issue = error.issues[0];
  return `${issue.path.join('.')}: ${issue.message}`;
}

function developmentSecret(dataDir: string): string {
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function footerLinks(raw: string | undefined, appUrl: string): FooterLinks {
  const defaults: FooterLinks = {
    about: `${appUrl}/aboutThisApp`,
    contact: 'mailto:support@example.org',
    privacy: `${appUrl}/aboutThisApp#privacy`,
    terms: `${appUrl}/aboutThisApp#terms`,
    faq: `${appUrl}/aboutThisApp#faq`,
  };
  if (!raw) return defaults;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new ConfigError('FOOTER_LINKS: must be a JSON object of about, contact, privacy, terms and faq URLs');
  }
  const links = z.object({ about: z.string(), contact: z.string(), privacy: z.string(), terms: z.string(), faq: z.string() }).partial().safeParse(parsed);
  if (!links.success) throw new ConfigError(`FOOTER_LINKS.${firstProblem(links.error)}`);
  return { ...defaults, ...links.data };
}

/** Comma-separated absolute (http, https) or root-relative ('/...') addresses, in order. */
function videoUrls(raw: string | undefined): string[] | undefined {
  if (!raw) return undefined;
  const urls = raw
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  if (urls.length === 0) return undefined;
  for (const value of urls) {
    const rootRelative = value.startsWith('/') && !value.startsWith('//');
    let absolute = false;
    try {
      absolute = ['http:', 'https:'].includes(new URL(value).protocol);
    } catch {
      absolute = false;
    }
    if (!rootRelative && !absolute) throw new ConfigError(`PAA_VIDEO_URLS: '${value}' must be an http(s) URL or a path starting with /`);
  }
  return urls;
}

/** Reads and checks the environment once; a bad value throws a ConfigError naming the variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) throw new ConfigError(firstProblem(parsed.error));
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  if (e.NODE_ENV === 'production' && !e.SESSION_SECRET) throw new ConfigError('SESSION_SECRET: required when NODE_ENV=production');
  if (Boolean(e.BOOTSTRAP_ADMIN_EMAIL) !== Boolean(e.BOOTSTRAP_ADMIN_PASSWORD)) {
    throw new ConfigError('BOOTSTRAP_ADMIN_PASSWORD: BOOTSTRAP_ADMIN_EMAIL and BOOTSTRAP_ADMIN_PASSWORD must be set together');
  }
  const trustProxy = parseTrustProxy(e.TRUST_PROXY);
  if (typeof trustProxy === 'object' && 'error' in trustProxy) throw new ConfigError(`TRUST_PROXY: ${trustProxy.error}`);
  if (e.ITEM_STATS_FACILITY_MIN > e.ITEM_STATS_FACILITY_MAX) throw new ConfigError('ITEM_STATS_FACILITY_MIN: must not be above ITEM_STATS_FACILITY_MAX');
  const objectStorage = e.STORAGE_URL === undefined ? undefined : parseStorageUrl(e.STORAGE_URL, cleaned);
  if (objectStorage && 'error' in objectStorage) throw new ConfigError(`STORAGE_URL: ${objectStorage.error}`);
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    env: e.NODE_ENV,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    jobsInApi: e.JOBS_IN_API,
    sampleContent: e.SAMPLE_CONTENT,
    hideEmptyCategories: e.HIDE_EMPTY_CATEGORIES,
    queuePrefix: e.QUEUE_PREFIX,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    outboxDir: resolve(e.MAIL_OUTBOX_DIR ?? join(dataDir, 'outbox')),
    storageDir: resolve(e.STORAGE_DIR ?? join(dataDir, 'files')),
    objectStorage,
    port: e.PORT,
    appUrl,
    deliveryUrl: (e.DELIVERY_URL ?? `${appUrl}/delivery/`).replace(/\/?$/, '/'),
    sessionSecret: e.SESSION_SECRET ?? (e.NODE_ENV === 'test' ? randomBytes(32).toString('hex') : developmentSecret(dataDir)),
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    sessionMaxHours: e.SESSION_MAX_HOURS,
    apiDocs: e.API_DOCS ?? e.NODE_ENV !== 'production',
    bootstrapAdmin: e.BOOTSTRAP_ADMIN_EMAIL ? { email: e.BOOTSTRAP_ADMIN_EMAIL, password: e.BOOTSTRAP_ADMIN_PASSWORD! } : undefined,
    appVersion: e.APP_VERSION,
    googleAppId: e.GOOGLE_APP_ID,
    limits: {
      loginPerAccount: e.LOGIN_RATE_LIMIT,
      loginPerAddress: e.LOGIN_ADDRESS_RATE_LIMIT,
      forgot: e.FORGOT_RATE_LIMIT,
      signup: e.SIGNUP_RATE_LIMIT,
      events: e.EVENT_RATE_LIMIT,
    },
    trustProxy,
    hashing: { concurrency: e.PASSWORD_HASH_CONCURRENCY, maxWaitMs: e.PASSWORD_HASH_MAX_WAIT_MS },
    org: { name: e.ORG_NAME, url: e.ORG_URL },
    footerLinks: footerLinks(e.FOOTER_LINKS, appUrl),
    paaVideoUrls: videoUrls(e.PAA_VIDEO_URLS),
    uploadIdleMs: Math.round(e.UPLOAD_IDLE_SECONDS * 1000),
    import: {
      maxExpandedBytes: e.IMPORT_MAX_EXPANDED_MB * MiB,
      maxEntries: e.IMPORT_MAX_ENTRIES,
      maxXmlBytes: e.IMPORT_MAX_XML_MB * MiB,
      maxMediaBytes: e.IMPORT_MAX_MEDIA_MB * MiB,
      timeoutMs: Math.round(e.IMPORT_TIMEOUT_MINUTES * 60_000),
      maxAttempts: e.IMPORT_MAX_ATTEMPTS,
    },
    itemStats: {
      refreshMs: Math.round(e.ITEM_STATS_REFRESH_MINUTES * 60_000),
      minResponses: e.ITEM_STATS_MIN_RESPONSES,
      facilityMin: e.ITEM_STATS_FACILITY_MIN,
      facilityMax: e.ITEM_STATS_FACILITY_MAX,
      discriminationMin: e.ITEM_STATS_DISCRIMINATION_MIN,
      omitMax: e.ITEM_STATS_OMIT_MAX,
      irtModel: e.ITEM_STATS_IRT_MODEL,
      irtMinResponses: e.ITEM_STATS_IRT_MIN_RESPONSES,
    },
    drainMs: Math.round(e.DRAIN_SECONDS * 1000),
    metricsToken: e.METRICS_TOKEN,
    workerPort: e.WORKER_PORT,
    log: { format: e.LOG_FORMAT ?? (e.NODE_ENV === 'production' ? 'json' : 'text'), level: e.LOG_LEVEL },
  };
}

export const APP_CONFIG = Symbol('APP_CONFIG');
