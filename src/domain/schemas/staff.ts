/**
 * The console's account payloads (issue 14 §2-3), shared by the server and the console's forms.
 * Whether a password is one of the common ones is checked on the server only: the list is 90 KB.
 */
import { z } from 'zod';
import { emailSchema, entityIdSchema, lineString, text } from './common.ts';

export const STAFF_ROLES = ['owner', 'manager', 'housekeeping'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const staffRoleSchema = z.enum(STAFF_ROLES, {
  error: 'must be owner, manager or housekeeping',
});

/** NIST SP 800-63B: at least 8 characters, at least 64 allowed, no composition rules. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;

/**
 * Any character a person can type (spaces, accents, emoji), and no control character: none can be
 * typed into a password field, so one comes from a script (issue 23 §1.5), as the other fields.
 */
const passwordText = () => lineString(undefined, 'must be text');

export const passwordSchema = passwordText()
  .min(PASSWORD_MIN_LENGTH, { error: `must be at least ${PASSWORD_MIN_LENGTH} characters` })
  .max(PASSWORD_MAX_LENGTH, { error: `must be at most ${PASSWORD_MAX_LENGTH} characters` });

/** A one-time link's token: 43 base64url characters (ids.ts newAccessToken); a little slack. */
export const linkTokenSchema = lineString()
  .min(1, { error: 'is required' })
  .max(200, { error: 'must be at most 200 characters' });

export const staffNameSchema = text(100, 'name');

/**
 * better-auth's sign-in, checked before it (issue 23 §1.5): only these two fields are passed on.
 * The password is checked, not its rules: an old one may predate them.
 */
export const signInBodySchema = z.object({
  email: emailSchema,
  password: passwordText().min(1, { error: 'is required' }),
});

export const setupQuerySchema = z.object({ token: linkTokenSchema });
export const setupBodySchema = z.strictObject({
  token: linkTokenSchema,
  name: staffNameSchema,
  email: emailSchema,
  password: passwordSchema,
});
export const inviteBodySchema = z.strictObject({
  token: linkTokenSchema,
  name: staffNameSchema,
  password: passwordSchema,
});
export const staffCreateSchema = z.strictObject({
  email: emailSchema,
  name: staffNameSchema,
  role: staffRoleSchema,
});
export const staffPatchSchema = z
  .strictObject({
    role: staffRoleSchema.optional(),
    disabled: z.boolean({ error: 'must be true or false' }).optional(),
  })
  .refine((patch) => patch.role !== undefined || patch.disabled !== undefined, {
    error: 'Send a role, disabled, or both.',
  });
export const staffIdParamsSchema = z.object({ id: entityIdSchema });
/** better-auth's session ids are ours too (auth.ts generateId), but a session is named by any id. */
export const sessionIdParamsSchema = z.object({ id: lineString().min(1).max(64) });

export const meSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: staffRoleSchema,
  /** Whether a sign-in asks for a code after the password (decision 042). */
  twoFactorEnabled: z.boolean(),
  /** Whether they may open Reports: the owner, or a manager the owner shares them with. */
  reports: z.boolean(),
});

/**
 * The second factor's calls (better-auth's two-factor plugin, decision 042): turning it on or off
 * asks for the password; a sign-in's second step, and confirming it is on, for a code. Only these
 * fields are passed on to better-auth (no "trust this device", no custom issuer).
 */
export const twoFactorPasswordSchema = z.object({
  password: z
    .string({ error: 'must be text' })
    .min(1, { error: 'is required' })
    .max(PASSWORD_MAX_LENGTH, { error: `must be at most ${PASSWORD_MAX_LENGTH} characters` }),
});
export const twoFactorCodeSchema = z.object({
  code: lineString()
    .trim()
    .min(1, { error: 'is required' })
    .max(32, { error: 'must be at most 32 characters' }),
});

export const staffSessionSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  current: z.boolean(),
});

export const staffMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: staffRoleSchema,
  disabled: z.boolean(),
  /** Invited and not yet signed up: no password set. */
  invitePending: z.boolean(),
  createdAt: z.string(),
});

export const staffInvitedSchema = staffMemberSchema.extend({
  /** The one-time link that lets the person set their password (also e-mailed to them). */
  inviteUrl: z.string(),
  inviteExpiresAt: z.string(),
});

export const linkValidSchema = z.object({ valid: z.literal(true) });
