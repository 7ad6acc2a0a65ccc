/**
 * Configuration is read once from the environment and validated; a bad value stops the start with
 * one message that lists every problem (model: epic-stack app/utils/env.server.ts).
 * Every variable is documented in .env.example and the README.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { siteSettings } from '#domain/site-settings.ts';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '#domain/languages.ts';

/** POSTs per IP per minute: generous for a guest, tight for a script hammering the forms. */
const DEFAULT_RATE_LIMIT_PER_MINUTE = 30;
/**
 * Minutes between two fetches of the platforms' calendars (issue 16 §2): Airbnb itself refreshes
 * every few hours, so 15 minutes is prompt without hammering anyone; a day is the longest sensible.
 */
const DEFAULT_CALENDAR_SYNC_MINUTES = 15;
const CALENDAR_SYNC_MINUTES_ERROR = 'must be a whole number of minutes from 1 to 1440 (a day)';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce
    .number({ error: 'must be a port number from 0 to 65535' })
    .int({ error: 'must be a port number from 0 to 65535' })
    .min(0, { error: 'must be a port number from 0 to 65535' })
    .max(65535, { error: 'must be a port number from 0 to 65535' })
    .default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
      .optional(),
  ),
  REDIS_URL: z.preprocess(
    emptyAsUndefined,
    z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
  ),
  PUBLIC_URL: z.preprocess(
    emptyAsUndefined,
    z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  ),
  SITE_LANGUAGES: z
    .string()
    .default(DEFAULT_LANGUAGE)
    .transform((text) => [...new Set(text.split(',').map((part) => part.trim()))])
    .refine((codes) => codes.every(isLanguage), {
      error: `must list languages among ${LANGUAGES.join(', ')}, separated by commas`,
    })
    .refine((codes) => codes.includes(DEFAULT_LANGUAGE), {
      error: `must include ${DEFAULT_LANGUAGE}, the default language`,
    })
    .transform((codes) => codes as Language[]),
  RATE_LIMIT_PER_MINUTE: z.coerce
    .number()
    .int()
    .min(0, 'must be 0 (no limit) or more')
    .default(DEFAULT_RATE_LIMIT_PER_MINUTE),
  SMTP_URL: z.preprocess(
    emptyAsUndefined,
    z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  ),
  /** The company's name and address from the site settings, so guests see who writes. */
  MAIL_FROM: z.string().min(3).default(`${siteSettings.companyName} <${siteSettings.email}>`),
  TEAM_EMAIL: z.email().default(siteSettings.email),
  TRUST_PROXY: z
    .enum(['true', 'false'], { error: "must be 'true' or 'false'" })
    .default('false')
    .transform((value) => value === 'true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BETTER_AUTH_SECRET: z.preprocess(
    emptyAsUndefined,
    z.string().min(32, { error: 'must be at least 32 characters of random text' }).optional(),
  ),
  READ_CACHE_TTL_SECONDS: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: 'must be a whole number of seconds, 0 or more' })
      .int({ error: 'must be a whole number of seconds, 0 or more' })
      .min(0, { error: 'must be a whole number of seconds, 0 or more' })
      .optional(),
  ),
  CALENDAR_SYNC_MINUTES: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: CALENDAR_SYNC_MINUTES_ERROR })
      .int({ error: CALENDAR_SYNC_MINUTES_ERROR })
      .min(1, { error: CALENDAR_SYNC_MINUTES_ERROR })
      .max(1440, { error: CALENDAR_SYNC_MINUTES_ERROR })
      .default(DEFAULT_CALENDAR_SYNC_MINUTES),
  ),
  CALENDAR_FETCH_ALLOW_PRIVATE: z
    .enum(['true', 'false'], { error: "must be 'true' or 'false'" })
    .default('false')
    .transform((value) => value === 'true'),
  PAYHERE_MERCHANT_ID: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^\d{1,20}$/, { error: "must be PayHere's merchant id, digits only" })
      .optional(),
  ),
  PAYHERE_MERCHANT_SECRET: z.preprocess(
    emptyAsUndefined,
    z.string().min(8, { error: "must be PayHere's merchant secret for this domain" }).optional(),
  ),
  PAYHERE_APP_ID: z.preprocess(
    emptyAsUndefined,
    z.string().min(1, { error: "must be the app id of PayHere's business app" }).optional(),
  ),
  PAYHERE_APP_SECRET: z.preprocess(
    emptyAsUndefined,
    z.string().min(8, { error: "must be the app secret of PayHere's business app" }).optional(),
  ),
  PAYHERE_MODE: z
    .enum(['sandbox', 'live'], { error: "must be 'sandbox' or 'live'" })
    .default('sandbox'),
  PAYHERE_BASE_URL: z.preprocess(
    emptyAsUndefined,
    z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  ),
});

/** PayHere's own addresses (decision 123): the sandbox, and live, which needs the `www`. */
const PAYHERE_HOSTS = {
  sandbox: 'https://sandbox.payhere.lk',
  live: 'https://www.payhere.lk',
} as const;

const PAYHERE_KEYS = [
  'PAYHERE_MERCHANT_ID',
  'PAYHERE_MERCHANT_SECRET',
  'PAYHERE_APP_ID',
  'PAYHERE_APP_SECRET',
] as const;

/** PayHere's account (issue 38 §5): every value is a secret but the ids, and none is ever logged. */
export interface PayHereConfig {
  merchantId: string;
  merchantSecret: string;
  appId: string;
  appSecret: string;
  /** Where the checkout, the OAuth token, retrieval and refunds are: PayHere's, or a fake's. */
  baseUrl: string;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Absolute path; holds the embedded database, its lock file and the mail outbox. */
  dataDir: string;
  /** A PostgreSQL server; when absent the embedded PGlite database in dataDir/db is used. */
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** The address guests use, for links in e-mails; defaults to http://localhost:{port}. */
  publicUrl: string;
  /**
   * The languages the site offers (issue 39): English always, and each other only once it is
   * complete; the others' addresses (/ru/…) are pages not found until then.
   */
  siteLanguages: Language[];
  /** 0 turns rate limiting off (load tests). */
  rateLimitPerMinute: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  teamEmail: string;
  /** Behind a reverse proxy: take the client address from X-Forwarded-For (rate limits). */
  trustProxy: boolean;
  logLevel: string;
  /**
   * Longest life of a read-cache entry (decisions 008, 030); 0 turns the cache off. Unset: 5 seconds
   * on a PostgreSQL server, 5 minutes on the embedded database (cache/plugin.ts
   * `DEFAULT_READ_CACHE_TTL_SECONDS`).
   */
  readCacheTtlSeconds: number | undefined;
  /**
   * Signs the console's session cookies (staff/auth.ts). Unset: made on the first start and kept in
   * DATA_DIR/auth-secret; several instances must share one, so set it there.
   */
  authSecret: string | undefined;
  /** Minutes between two imports of every connected calendar feed (issue 16 §2). */
  calendarSyncMinutes: number;
  /**
   * Whether calendar feeds may be fetched from loopback and private-network addresses: off, since
   * a feed's address is typed by the team and must not reach the server's own network (decision
   * 051); on for tests and for an owner whose calendar server is on the same LAN.
   */
  calendarFetchAllowPrivate: boolean;
  /** Card payments through PayHere (issue 38); undefined when not configured: no card payment. */
  payhere: PayHereConfig | undefined;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const payhere = payhereOf(e, publicUrl);
  if (typeof payhere === 'string') throw new ConfigError([payhere]);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    publicUrl,
    siteLanguages: e.SITE_LANGUAGES,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    teamEmail: e.TEAM_EMAIL,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    readCacheTtlSeconds: e.READ_CACHE_TTL_SECONDS,
    authSecret: e.BETTER_AUTH_SECRET,
    calendarSyncMinutes: e.CALENDAR_SYNC_MINUTES,
    calendarFetchAllowPrivate: e.CALENDAR_FETCH_ALLOW_PRIVATE,
    payhere,
  };
}

/**
 * PayHere's account from its four variables, all or none (one missing is a mistake, not a choice
 * to turn card payment off), or the problem's words. Live payments need the site's public address
 * on HTTPS: PayHere calls `notify_url` there, and never on localhost.
 */
function payhereOf(
  e: z.infer<typeof envSchema>,
  publicUrl: string,
): PayHereConfig | undefined | string {
  const missing = PAYHERE_KEYS.filter((key) => e[key] === undefined);
  const {
    PAYHERE_MERCHANT_ID: merchantId,
    PAYHERE_MERCHANT_SECRET: merchantSecret,
    PAYHERE_APP_ID: appId,
    PAYHERE_APP_SECRET: appSecret,
  } = e;
  if (!merchantId || !merchantSecret || !appId || !appSecret) {
    if (missing.length === PAYHERE_KEYS.length) return undefined;
    return `${missing.join(', ')}: card payment needs all of ${PAYHERE_KEYS.join(', ')}, or none of them (no card payment)`;
  }
  if (e.PAYHERE_MODE === 'live' && !e.PAYHERE_BASE_URL && !publicUrl.startsWith('https://')) {
    return 'PUBLIC_URL: live card payments need the public https:// address PayHere notifies';
  }
  return {
    merchantId,
    merchantSecret,
    appId,
    appSecret,
    baseUrl: (e.PAYHERE_BASE_URL ?? PAYHERE_HOSTS[e.PAYHERE_MODE]).replace(/\/$/, ''),
  };
}

/** Variables in ./.env fill what the environment leaves unset (the environment wins). */
export function loadDotEnv(file = '.env'): void {
  if (existsSync(file)) process.loadEnvFile(file);
}
