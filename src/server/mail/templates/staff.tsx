/** The e-mail that invites a member of the team to the console (issue 14 §2). */
import { siteSettings } from '#domain/site-settings.ts';
import { resortMomentLabel } from '../format.ts';
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
