/**
 * `npm run staff -- add|reset-password|disable EMAIL` (scripts/staff.ts), for whoever runs the
 * server: a new account or a forgotten password gets a one-time set-password link, printed here
 * (no e-mail); disabling ends the account's sessions at once. Each is in the audit log, done by
 * nobody in the console (actor null).
 */
import { parseArgs } from 'node:util';
import type { z } from 'zod';
import { emailSchema } from '../../domain/schemas/common.ts';
import { staffRoleSchema } from '../../domain/schemas/staff.ts';
import type { Database } from '../db/client.ts';
import { HttpError } from '../errors.ts';
import { addStaff, disableStaffByEmail, passwordLinkFor, type Actor } from './service.ts';

export const STAFF_USAGE = `Usage:
  npm run staff -- add EMAIL [--role owner|manager|housekeeping] [--name NAME]
  npm run staff -- reset-password EMAIL
  npm run staff -- disable EMAIL
add prints a one-time link that sets the new account's password (role manager unless given);
reset-password prints one for an existing account; disable ends its sessions at once.`;

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
