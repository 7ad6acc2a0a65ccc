/**
 * The console's accounts and sessions by better-auth (issue 14 §2, decision 032): e-mail and
 * password only, sessions in the database (no cookie cache, so ending one takes effect at once),
 * argon2id hashes (passwords.ts). Accounts are never signed up from outside: the setup link, an
 * invitation or the command line creates them (service.ts).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError } from 'better-auth/api';
import { twoFactor } from 'better-auth/plugins';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import {
  staffAccounts,
  staffSessions,
  staffTwoFactors,
  staffUsers,
  staffVerifications,
} from '../db/schema.ts';
import { newId } from '#server/lib/ids.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '#domain/schemas/staff.ts';
import { siteSettings } from '#domain/site-settings.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { findStaff } from './repository.ts';

export const AUTH_BASE_PATH = '/api/console/auth';

/** Issue 14 §2: a session unused for 12 hours ends... */
export const IDLE_TIMEOUT_SECONDS = 12 * 3600;
/** ...and none lives longer than 30 days, however often it is used. */
export const ABSOLUTE_LIFETIME_MS = 30 * 24 * 3600 * 1000;
/** How often a used session's expiry moves on (and "last seen" with it): one write per 5 minutes. */
const SESSION_UPDATE_AGE_SECONDS = 5 * 60;

/**
 * better-auth reads the client's address from a header; only this one, which the route wrapper
 * sets from Fastify's own `request.ip` (TRUST_PROXY aware) and never takes from the client.
 */
export const CLIENT_IP_HEADER = 'x-villa-console-client-ip';

/** `__Host-` (Secure, Path=/, no Domain) when the site is served over https (issue 14 §2). */
export function sessionCookieName(publicUrl: string): string {
  return isHttps(publicUrl) ? '__Host-villa-console' : 'villa-console';
}

/**
 * The short-lived cookie between the password and the code of a two-step sign-in (decision 042):
 * named as the session's, so it is `__Host-` (Secure, Path=/, no Domain) over https too.
 */
export function twoFactorCookieName(publicUrl: string): string {
  return `${sessionCookieName(publicUrl)}-2fa`;
}

/** How long the code may be typed after the password: better-auth's own default, 10 minutes. */
export const TWO_FACTOR_CHALLENGE_SECONDS = 600;

const isHttps = (publicUrl: string) => publicUrl.startsWith('https://');

const SECRET_FILE = 'auth-secret';

/**
 * The key that signs session cookies: BETTER_AUTH_SECRET, or one made on the first start and kept
 * in DATA_DIR (the embedded set-up). Several instances must share one: set the variable there.
 */
export function authSecret(config: Config): string {
  if (config.authSecret) return config.authSecret;
  if (config.env === 'test') return randomBytes(32).toString('base64url');
  const file = path.join(config.dataDir, SECRET_FILE);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(config.dataDir, { recursive: true });
    const secret = randomBytes(32).toString('base64url');
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  }
}

export function createStaffAuth(db: Database, config: Config, secret = authSecret(config)) {
  const https = isHttps(config.publicUrl);
  return betterAuth({
    appName: 'Villa console',
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: staffUsers,
        session: staffSessions,
        account: staffAccounts,
        verification: staffVerifications,
        twoFactor: staffTwoFactors,
      },
    }),
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      password: {
        hash: hashPassword,
        verify: ({ hash, password }) => verifyPassword(hash, password),
      },
    },
    user: {
      additionalFields: {
        role: { type: 'string', required: true, input: false },
        disabled: { type: 'boolean', required: false, defaultValue: false, input: false },
      },
    },
    plugins: [
      // The optional second factor (issue 14 §2, decision 042): a TOTP from an authenticator app,
      // or one of ten single-use backup codes. Its property names are the Drizzle table's
      // (staffUsers.twoFactorEnabled, staffTwoFactors), so only the model needs naming above.
      twoFactor({
        issuer: siteSettings.companyName,
        twoFactorCookieMaxAge: TWO_FACTOR_CHALLENGE_SECONDS,
        // No "trust this device": routes.ts never passes the flag on, so every sign-in asks.
      }),
    ],
    session: {
      expiresIn: IDLE_TIMEOUT_SECONDS,
      updateAge: SESSION_UPDATE_AGE_SECONDS,
    },
    // Our own throttle (throttle.ts) and the app's rate limit guard sign-in; better-auth's limiter
    // would keep a second, per-process count.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    // Its warnings name what a stranger typed ("User not found"); the audit log records sign-ins.
    logger: { level: 'error' },
    advanced: {
      useSecureCookies: false,
      cookies: {
        session_token: { name: sessionCookieName(config.publicUrl) },
        two_factor: { name: twoFactorCookieName(config.publicUrl) },
      },
      defaultCookieAttributes: { secure: https, sameSite: 'lax', httpOnly: true, path: '/' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: () => newId() },
    },
    databaseHooks: {
      session: {
        create: {
          // A disabled account signs in no more, even with the right password.
          before: async (session) => {
            const user = await findStaff(db, session.userId);
            if (!user || user.disabled) {
              throw new APIError('FORBIDDEN', {
                message: 'This account is disabled. Please ask the owner to enable it.',
              });
            }
          },
        },
        update: {
          // A refresh moves the idle deadline on, never past the session's absolute end.
          before: async (data, context) => {
            const current = context?.context.session?.session;
            if (!current || !(data.expiresAt instanceof Date)) return;
            const end = new Date(new Date(current.createdAt).getTime() + ABSOLUTE_LIFETIME_MS);
            if (data.expiresAt > end) return { data: { ...data, expiresAt: end } };
          },
        },
      },
    },
  });
}

export type StaffAuth = ReturnType<typeof createStaffAuth>;
