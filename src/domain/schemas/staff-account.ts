/**
 * What the team types into the console's account forms (sign in, create the owner, accept an
 * invitation): the browser checks it with these before sending, so a person reads the server's
 * own rule beside the field.
 */
import { z } from 'zod';
import { lineString, text } from './common.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './staff.ts';

export { STAFF_ROLES, type StaffRole } from './staff.ts';

/** The rule as the forms show it under the password field. */
export const STAFF_PASSWORD_RULE = `At least ${PASSWORD_MIN_LENGTH} characters`;

/**
 * Length is what makes a password strong (NIST SP 800-63B): the server's limits (staff.ts), with
 * messages that name the field for the forms.
 */
export const staffPasswordSchema = z
  .string({ error: 'Password must be text' })
  .min(PASSWORD_MIN_LENGTH, {
    error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  })
  .max(PASSWORD_MAX_LENGTH, {
    error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  });

/** A person's name as the team sees it in the console's header. */
export const staffNameSchema = text(100, 'Name');

/** As the public forms' e-mail (common.ts), with messages that name the field. */
const staffEmailSchema = lineString('E-mail')
  .trim()
  .min(1, { error: 'E-mail is required' })
  .max(254, { error: 'E-mail must be at most 254 characters' })
  .pipe(z.email({ error: 'E-mail must be a valid e-mail address, like name@example.com' }))
  .transform((value) => value.toLowerCase());

/** Signing in checks the password, not its rules: an old password may predate them. */
export const signInSchema = z.object({
  email: staffEmailSchema,
  password: z.string().min(1, { error: 'Password is required' }),
});

/** The first account, the owner's, made with the set-up link. */
export const ownerSetupSchema = z.object({
  name: staffNameSchema,
  email: staffEmailSchema,
  password: staffPasswordSchema,
});

/** An invited person's own name and password; the invitation holds their e-mail and role. */
export const invitationAcceptSchema = z.object({
  name: staffNameSchema,
  password: staffPasswordSchema,
});

/** The second step of a sign-in (decision 042): the 6 digits an authenticator app shows. */
export const totpCodeFormSchema = z.object({
  code: z
    .string()
    // Apps show "123 456"; people type it so.
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(
      z
        .string()
        .min(1, { error: 'Code is required' })
        .regex(/^\d{6}$/, { error: 'Code must be the 6 digits your app shows' }),
    ),
});

/** Or one of the backup codes given when it was turned on. */
export const backupCodeFormSchema = z.object({
  code: lineString('Backup code')
    .trim()
    .min(1, { error: 'Backup code is required' })
    .max(32, { error: 'Backup code must be at most 32 characters' }),
});

/** Turning the second factor on or off asks for the password again. */
export const passwordConfirmSchema = z.object({
  password: z.string().min(1, { error: 'Password is required' }),
});
