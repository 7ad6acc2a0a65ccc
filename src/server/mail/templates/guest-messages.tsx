/**
 * The scheduled guest messages (issue 27 §1, decision 091): a template the owner wrote, filled
 * with a booking's values, in the branded frame; and the team's word when one was not sent because
 * a value was empty. The owner's words are plain text: they arrive here as paragraphs of runs
 * (guest-messages.ts `toParagraphs`) and React escapes every one, so nothing a template holds can
 * add markup. Links are the addresses typed in the words and the variables' links, written out as
 * their address so the text part shows it too; a private link (the guest's booking) is signed as
 * the message is sent, never stored with its token.
 */
import { Link } from '@react-email/components';
import { Fragment } from 'react';
import type { Language } from '#domain/languages.ts';
import type { Paragraph, Run } from '#domain/message-words.ts';
import { brandColours as c } from '#domain/site-settings.ts';
import { resortMomentLabel } from '../format.ts';
import { Action, Details, MailLayout, P } from '../layout.tsx';
import { useHref, type MailLink } from '../private-link.tsx';

/** What the outbox keeps of a guest message: JSON only (templates/index.ts). */
export type MessageParagraph = Paragraph<MailLink>;

function RunOf({ run }: { run: Run<MailLink> }) {
  if (typeof run === 'string') return <>{run}</>;
  return <LinkRun link={run.link} />;
}

function LinkRun({ link }: { link: MailLink }) {
  const href = useHref(link);
  return (
    <Link href={href} style={{ color: c.teal800, wordBreak: 'break-all' }}>
      {href}
    </Link>
  );
}

export function GuestMessage(props: {
  /** The filled subject, which is also the message's heading. */
  subject: string;
  /** The first words of the message, for the mail program's list. */
  preview: string;
  paragraphs: MessageParagraph[];
  /**
   * The booking's language, which the message's words are written in: the frame (the page's
   * language, the footer) follows it. Absent: English, as in messages queued before.
   */
  language?: Language;
}) {
  return (
    <MailLayout preview={props.preview} heading={props.subject} language={props.language}>
      {props.paragraphs.map((lines, p) => (
        <P key={p}>
          {lines.map((runs, l) => (
            <Fragment key={l}>
              {l > 0 && <br />}
              {runs.map((run, r) => (
                <RunOf key={r} run={run} />
              ))}
            </Fragment>
          ))}
        </P>
      ))}
    </MailLayout>
  );
}

export function GuestMessageSkippedTeam(props: {
  reference: string;
  guestName: string;
  villaName: string;
  checkInDate: string;
  templateName: string;
  dueAt: string;
  reason: string;
  consoleLink: string;
}) {
  return (
    <MailLayout
      preview={`${props.reference}, "${props.templateName}": ${props.reason}`}
      heading="A guest message was not sent"
    >
      <P>
        The message "{props.templateName}" to {props.guestName} was due{' '}
        {resortMomentLabel(props.dueAt)}. {props.reason}
      </P>
      <P>
        Fill in what is missing (a villa's map position, say) and send it from the booking's page,
        or write to the guest yourself.
      </P>
      <Action href={props.consoleLink}>Open the booking in the console</Action>
      <Details
        rows={[
          ['Reference', props.reference],
          ['Villa', props.villaName],
          ['Arrival', props.checkInDate],
        ]}
      />
    </MailLayout>
  );
}
