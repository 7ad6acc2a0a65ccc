/**
 * One-time links of the console (issue 14 §2): the first start's setup link, which creates the
 * owner, and the set-password link of an invitation or a reset. The token travels in the link
 * only; the database keeps its SHA-256 (as for the guests' links, decision 003), in better-auth's
 * verification table, and using a link deletes it.
 */
import type { Executor } from '#server/db/client.ts';
import { hashToken, newAccessToken } from '#server/lib/ids.ts';
import {
  consumeLiveVerification,
  deleteVerifications,
  findLiveVerification,
  insertVerification,
} from './repository.ts';

const HOUR = 3_600_000;
/** Issue 14 §2: the setup link is valid for 24 hours. */
export const SETUP_LINK_TTL_MS = 24 * HOUR;
/** An invitation may wait over a weekend. */
export const PASSWORD_LINK_TTL_MS = 72 * HOUR;

const SETUP = 'console-setup';
const PASSWORD_PREFIX = 'console-password:';

export interface IssuedLink {
  url: string;
  expiresAt: Date;
}

async function issue(
  db: Executor,
  identifier: string,
  url: (token: string) => string,
  ttlMs: number,
  now: Date,
): Promise<IssuedLink> {
  const token = newAccessToken();
  const expiresAt = new Date(now.getTime() + ttlMs);
  await insertVerification(db, { identifier, value: hashToken(token), expiresAt });
  return { url: url(token), expiresAt };
}

export const setupUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/console/setup?token=${encodeURIComponent(token)}`;
export const passwordUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/console/invite?token=${encodeURIComponent(token)}`;

export function issueSetupLink(db: Executor, publicUrl: string, now = new Date()) {
  return issue(db, SETUP, (t) => setupUrl(publicUrl, t), SETUP_LINK_TTL_MS, now);
}

/** A new set-password link for one account; the account's earlier links stop working. */
export async function issuePasswordLink(
  db: Executor,
  userId: string,
  publicUrl: string,
  now = new Date(),
): Promise<IssuedLink> {
  await deleteVerifications(db, `${PASSWORD_PREFIX}${userId}`);
  return issue(
    db,
    `${PASSWORD_PREFIX}${userId}`,
    (t) => passwordUrl(publicUrl, t),
    PASSWORD_LINK_TTL_MS,
    now,
  );
}

const SETUP_LINKS = { identifier: SETUP };
const PASSWORD_LINKS = { prefix: PASSWORD_PREFIX };

export async function setupLinkIsValid(db: Executor, token: string, now = new Date()) {
  return (await findLiveVerification(db, SETUP_LINKS, hashToken(token), now)) !== undefined;
}

/** Uses up a setup link: true for the one caller that held a valid one. */
export async function consumeSetupLink(db: Executor, token: string, now = new Date()) {
  return (await consumeLiveVerification(db, SETUP_LINKS, hashToken(token), now)) !== undefined;
}

/** Every setup link stops working once the owner exists. */
export async function dropSetupLinks(db: Executor) {
  await deleteVerifications(db, SETUP);
}

/** The account a set-password link is for, or null when the link is unknown, used or expired. */
export async function passwordLinkAccount(db: Executor, token: string, now = new Date()) {
  const identifier = await findLiveVerification(db, PASSWORD_LINKS, hashToken(token), now);
  return identifier ? identifier.slice(PASSWORD_PREFIX.length) : null;
}

/** Uses up a set-password link; the account's id for the one caller that held a valid one. */
export async function consumePasswordLink(db: Executor, token: string, now = new Date()) {
  const identifier = await consumeLiveVerification(db, PASSWORD_LINKS, hashToken(token), now);
  return identifier ? identifier.slice(PASSWORD_PREFIX.length) : null;
}
