/** Staff accounts' calls (issue 14 §4, the owner's): the team, invitations, roles, disabling. */
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { StaffRole, staffInvitedSchema, staffMemberSchema } from '#domain/schemas/staff.ts';
import { consoleGet, consolePatch, consolePost } from './console-api.ts';

export type StaffMember = z.infer<typeof staffMemberSchema>;
export type StaffInvited = z.infer<typeof staffInvitedSchema>;

/** The whole team: a handful of people, so one list, not pages. */
export const staffQuery = queryOptions({
  queryKey: ['console', 'staff'],
  queryFn: () => consoleGet<StaffMember[]>('/staff'),
});

/** Makes the account and e-mails its invitation; the answer carries the link too (201). */
export const inviteStaff = (body: { email: string; name: string; role: StaffRole }) =>
  consolePost<StaffInvited>('/staff', body);

/** A 409 when it would leave the team without an owner. */
export const updateStaff = (id: string, patch: { role?: StaffRole; disabled?: boolean }) =>
  consolePatch<StaffMember>(`/staff/${encodeURIComponent(id)}`, patch);
