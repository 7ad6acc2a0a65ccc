/** The e-mail that invites a member of the team to the console (issue 14 §2). */
import { siteSettings } from '#domain/site-settings.ts';
import { dateLabel, resortMomentLabel } from '../format.ts';
import { Action, MailLayout, P } from '../layout.tsx';

export interface StaffInvite {
  name: string;
  /** Who invited them, as the console shows the owner's name. */
  invitedBy: string;
  role: string;
  link: string;
  /** ISO date-time: the link works until then. */
  expiresAt: string;
}

export function StaffInviteMail({ i }: { i: StaffInvite }) {
  return (
    <MailLayout
      preview={`${i.invitedBy} invited you to the ${siteSettings.companyName} console.`}
      heading={`Welcome, ${i.name}`}
    >
      <P>
        {i.invitedBy} invited you to the {siteSettings.companyName} console as {i.role}. Choose your
        password to start:
      </P>
      <Action href={i.link}>Choose my password</Action>
      <P>
        The link works once, until {resortMomentLabel(i.expiresAt)}. If you did not expect this
        invitation, you can ignore this e-mail.
      </P>
    </MailLayout>
  );
}

/** A turnover given to a member of the team (issue 27 §3); strings only, as the outbox keeps them. */
export interface TurnoverAssigned {
  name: string;
  assignedBy: string;
  villaName: string;
  departureOn: string;
  /** The next guests' arrival; null when no one is booked yet. */
  nextArrivalOn: string | null;
  sameDay: boolean;
  link: string;
}

export function TurnoverAssignedMail({ t }: { t: TurnoverAssigned }) {
  const due = t.sameDay
    ? 'Guests arrive the same day, so it must be ready by check-in time.'
    : t.nextArrivalOn
      ? `The next guests arrive on ${dateLabel(t.nextArrivalOn)}.`
      : 'No guests are booked after this stay yet.';
  return (
    <MailLayout
      preview={`${t.assignedBy} asked you to make ${t.villaName} ready after ${dateLabel(t.departureOn)}.`}
      heading={`${t.villaName}: a turnover for you`}
    >
      <P>
        Hello {t.name}, {t.assignedBy} asked you to make {t.villaName} ready after the guests leave
        on {dateLabel(t.departureOn)}. {due}
      </P>
      <Action href={t.link}>Open the turnover</Action>
      <P>The checklist and the notes are on the task; sign in to the console to see them.</P>
    </MailLayout>
  );
}
