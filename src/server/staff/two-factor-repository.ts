/**
 * The second factor's own rows beyond better-auth's reading of them: the secret a code is checked
 * against, and the last 30-second step whose code was taken (RFC 6238 §5.2, decision 119). The
 * rest of the staff tables are repository.ts's.
 */
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { staffTwoFactors } from '../db/schema.ts';

/** The account's TOTP secret as better-auth stored it (encrypted), or undefined without one. */
export async function findTwoFactorSecret(
  db: Executor,
  userId: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ secret: staffTwoFactors.secret })
    .from(staffTwoFactors)
    .where(eq(staffTwoFactors.userId, userId));
  return row?.secret;
}

/**
 * Records `step` as the account's last taken step, if it is later than the one recorded: one
 * statement, so of two calls with the same code at once only one finds it fresh (the row's lock
 * makes the second re-read it). Resolves to whether the step was fresh.
 */
export async function takeTotpStep(db: Executor, userId: string, step: number): Promise<boolean> {
  const taken = await db
    .update(staffTwoFactors)
    .set({ lastTotpStep: step })
    .where(
      and(
        eq(staffTwoFactors.userId, userId),
        or(isNull(staffTwoFactors.lastTotpStep), lt(staffTwoFactors.lastTotpStep, step)),
      ),
    )
    .returning({ id: staffTwoFactors.id });
  return taken.length > 0;
}
