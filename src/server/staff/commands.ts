/**
 * `npm run staff -- add|reset-password|reset-2fa|disable EMAIL` (scripts/staff.ts), for whoever
 * runs the server: a new account or a forgotten password gets a one-time set-password link,
 * printed here (no e-mail); reset-2fa turns off a lost phone's second factor (decision 042: an
 * owner's cannot be turned off in the console); disabling ends the account's sessions at once.
 * Each is in the audit log, done by nobody in the console (actor null).
 */
import { parseArgs } from 'node:util';
import type { z } from 'zod';
import { emailSchema } from '#domain/schemas/common.ts';
import { staffRoleSchema } from '#domain/schemas/staff.ts';
import type { Database } from '../db/client.ts';
import { HttpError } from '#server/plugins/errors.ts';
import type { Actor } from './audit.ts';
import { addStaff, disableStaffByEmail, passwordLinkFor } from './service.ts';
import { resetTwoFactor } from './two-factor.ts';

export const STAFF_USAGE = `Usage:
  npm run staff -- add EMAIL [--role owner|manager|housekeeping] [--name NAME]
  npm run staff -- reset-password EMAIL
  npm run staff -- reset-2fa EMAIL
  npm run staff -- disable EMAIL
add prints a one-time link that sets the new account's password (role manager unless given);
reset-password prints one for an existing account; reset-2fa turns off its two-step sign-in
(a lost phone) and ends its sessions; disable ends its sessions at once.`;

const COMMAND_LINE: Actor = { id: null, name: 'the command line', ip: null };

export interface StaffCommandDeps {
  db: Database;
  publicUrl: string;
  out: (line: string) => void;
  now?: Date;
}

function issueText(error: z.ZodError) {
  return error.issues.map((i) => i.message).join('; ');
}

/** Runs one command; the exit code (0 done, 1 refused, 2 not understood). */
export async function runStaffCommand(args: string[], deps: StaffCommandDeps): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: { role: { type: 'string' }, name: { type: 'string' } },
    });
  } catch (error) {
    deps.out(`${(error as Error).message}\n${STAFF_USAGE}`);
    return 2;
  }
  const [command, rawEmail, ...rest] = parsed.positionals;
  if (!command || !rawEmail || rest.length > 0) {
    deps.out(STAFF_USAGE);
    return 2;
  }
  const email = emailSchema.safeParse(rawEmail);
  if (!email.success) {
    deps.out(`The e-mail address ${issueText(email.error)}.`);
    return 2;
  }
  try {
    switch (command) {
      case 'add': {
        const role = staffRoleSchema.safeParse(parsed.values.role ?? 'manager');
        if (!role.success) {
          deps.out(`--role ${issueText(role.error)}.`);
          return 2;
        }
        const name = parsed.values.name?.trim() || email.data.split('@')[0] || email.data;
        const { user, link } = await addStaff(
          deps.db,
          COMMAND_LINE,
          { email: email.data, name, role: role.data },
          deps.publicUrl,
          deps.now,
        );
        deps.out(
          `Added ${user.email} as ${user.role}. Give them this one-time link to set their password (valid until ${link.expiresAt.toISOString()}):\n${link.url}`,
        );
        return 0;
      }
      case 'reset-password': {
        const link = await passwordLinkFor(
          deps.db,
          COMMAND_LINE,
          email.data,
          deps.publicUrl,
          deps.now,
        );
        deps.out(
          `A one-time link to set a new password for ${email.data} (valid until ${link.expiresAt.toISOString()}):\n${link.url}`,
        );
        return 0;
      }
      case 'reset-2fa': {
        const { wasOn } = await resetTwoFactor(deps.db, COMMAND_LINE, email.data, deps.now);
        deps.out(
          wasOn
            ? `Two-step sign-in is off for ${email.data} and their sessions have ended. They sign in with their password alone, and may turn it on again from "Your account".`
            : `Two-step sign-in was not on for ${email.data}; nothing changed.`,
        );
        return 0;
      }
      case 'disable': {
        await disableStaffByEmail(deps.db, COMMAND_LINE, email.data);
        deps.out(`Disabled ${email.data}; their sessions have ended.`);
        return 0;
      }
      default:
        deps.out(`Unknown command '${command}'.\n${STAFF_USAGE}`);
        return 2;
    }
  } catch (error) {
    if (error instanceof HttpError) {
      deps.out(error.message);
      return 1;
    }
    throw error;
  }
}
