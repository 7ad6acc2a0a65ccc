/**
 * The e-mail to a member of the team given a turnover (issue 27 §3): the villa, the days, and a
 * link to the task in the console. Queued in the assignment's transaction (mail/outbox.ts).
 */
import type { MailContext } from '../mail/context.ts';
import type { MailMessage } from '../mail/outbox.ts';
import { dateLabel } from '../mail/format.ts';
import { mailContent } from '../mail/templates/index.ts';
import type { TurnoverAssigned } from '../mail/templates/staff.tsx';

/** The task's page in the console (src/web/console/paths.ts `turnover`). */
export const turnoverPage = (ctx: MailContext, taskId: string) =>
  `${ctx.publicUrl}/console/turnovers/${encodeURIComponent(taskId)}`;

export function turnoverAssignedMail(
  ctx: MailContext,
  to: string,
  t: Omit<TurnoverAssigned, 'link'> & { taskId: string },
): MailMessage {
  const { taskId, ...facts } = t;
  return {
    to,
    subject: `Turnover at ${t.villaName} after ${dateLabel(t.departureOn)}${t.sameDay ? ' (same day)' : ''}`,
    content: mailContent('turnover-assigned-staff', {
      t: { ...facts, link: turnoverPage(ctx, taskId) },
    }),
  };
}
