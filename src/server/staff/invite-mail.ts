import type { MailMessage } from '../mail/outbox.ts';
import { mailContent } from '../mail/templates/index.ts';
import type { StaffInvite } from '../mail/templates/staff.tsx';

/** The invitation to the console, with its one-time set-password link. */
export function staffInviteMail(to: string, invite: StaffInvite): MailMessage {
  return {
    to,
    subject: 'Your invitation to the villa console',
    content: mailContent('staff-invite', { i: invite }),
  };
}
