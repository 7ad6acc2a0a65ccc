/**
 * A confirmed booking's guest messages (issue 27 §1): each template's message for this stay,
 * scheduled with its date and hour in Sri Lanka time, sent with when, skipped with the reason, or
 * cancelled with the stay. A scheduled one can be sent now (after a confirm step: an e-mail cannot
 * be called back) or skipped with a reason. The section lives beside the booking's money, in the
 * bookings feature (features import no other feature); the templates are edited on the Guest
 * messages page (features/guest-messages).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { resortTimeLabel } from '#domain/resort-time-label.ts';
import type { ConsoleBooking } from '#domain/schemas/console.ts';
import {
  MAX_SKIP_REASON_LENGTH,
  skipMessageSchema,
  type BookingMessageView,
} from '#domain/schemas/guest-message.ts';
import type {
  BookingMessageInLanguage,
  BookingMessagesInLanguage as BookingMessages,
} from '#domain/schemas/guest-message-texts.ts';
import { FormAlertRegion } from '#web/components/form/form-alert.tsx';
import { useFormAction } from '#web/components/form/use-form-action.ts';
import { TextAreaField } from '#web/components/ui/field.tsx';
import { badge, primaryButton, secondaryButton } from '#web/console/components/classes.ts';
import { ConfirmStep, useFocusBack } from '#web/console/components/confirm-step.tsx';
import { messageOf } from '#web/console/lib/console-api.ts';
import { bookingMessagesQuery, sendMessageNow, skipMessage } from './messages-api.ts';

const STATUS_WORDS: Record<BookingMessageView['status'], string> = {
  scheduled: 'Scheduled',
  sent: 'Sent',
  skipped: 'Skipped',
  cancelled: 'Cancelled',
};

/** Where one message stands, in the team's words. */
export function messageStanding(message: BookingMessageView): string {
  const reason = message.reason ? `: ${message.reason}` : '.';
  switch (message.status) {
    case 'scheduled':
      return `Goes out ${resortTimeLabel(message.dueAt)}.`;
    case 'sent':
      return message.sentAt ? `Sent ${resortTimeLabel(message.sentAt)}.` : 'Sent.';
    case 'skipped':
      return `Skipped${reason}`;
    case 'cancelled':
      return `Cancelled${reason}`;
  }
}

/** The section, for a stay that was confirmed (a request has no messages yet). */
export function BookingMessages({ booking }: { booking: ConsoleBooking }) {
  if (booking.status !== 'CONFIRMED' && booking.status !== 'CANCELLED') return null;
  return (
    <section aria-labelledby="booking-messages">
      <h2 id="booking-messages" className="text-2xl">
        Guest messages
      </h2>
      <MessageList bookingId={booking.id} guestName={booking.guestName} />
    </section>
  );
}

function MessageList({ bookingId, guestName }: { bookingId: string; guestName: string }) {
  const messages = useQuery(bookingMessagesQuery(bookingId));
  const [notice, setNotice] = useState<string | null>(null);
  if (messages.isPending) return <p className="mt-2 text-ink-soft">Loading…</p>;
  if (messages.isError) {
    return <p className="mt-2 text-danger">{messageOf(messages.error)}</p>;
  }
  const list = messages.data.messages;
  return (
    <div className="mt-2 space-y-3">
      <p role="status" className="font-medium text-teal-900 empty:hidden">
        {notice}
      </p>
      {list.length === 0 ? (
        <p className="text-ink-soft">
          No messages for this stay: every template was off when it was confirmed.
        </p>
      ) : (
        <ul aria-label="Messages to the guest" className="divide-y divide-sand-200">
          {list.map((message) => (
            <MessageRow
              key={message.id}
              bookingId={bookingId}
              guestName={guestName}
              message={message}
              onDone={setNotice}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

type Asking = 'send' | 'skip' | null;

function MessageRow({
  bookingId,
  guestName,
  message,
  onDone,
}: {
  bookingId: string;
  guestName: string;
  message: BookingMessageInLanguage;
  onDone: (notice: string) => void;
}) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<Asking>(null);
  const buttons = { send: useRef<HTMLButtonElement>(null), skip: useRef<HTMLButtonElement>(null) };
  const askedBy = useRef<Asking>(null);
  if (asking) askedBy.current = asking;
  useFocusBack(asking !== null, askedBy.current === 'skip' ? buttons.skip : buttons.send);
  // The answer is the booking's messages as they are now.
  const done = (answer: BookingMessages, notice: string) => {
    queryClient.setQueryData(bookingMessagesQuery(bookingId).queryKey, answer);
    onDone(notice);
  };
  const send = useMutation({
    mutationFn: () => sendMessageNow(bookingId, message.id),
    onSuccess: (answer) => done(answer, `“${message.templateName}” is sent to ${guestName}.`),
  });
  const time = message.status === 'sent' ? message.sentAt : message.dueAt;
  const name = message.templateName;

  return (
    <li className="space-y-2 py-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium text-ink">{name}</span>
        <span className={badge}>{STATUS_WORDS[message.status]}</span>
      </div>
      <p className="text-sm text-ink-soft first-letter:uppercase">{message.timing}</p>
      <p className="text-ink">
        {time ? <time dateTime={time}>{messageStanding(message)}</time> : messageStanding(message)}
      </p>
      {/* Why it goes (or went) in English to a guest who booked in another language. */}
      {message.languageNote && <p className="text-sm text-ink-soft">{message.languageNote}</p>}
      {send.error && <p className="text-sm text-danger">{messageOf(send.error)}</p>}
      {message.status === 'scheduled' && asking === 'send' && (
        <ConfirmStep
          danger={false}
          question={`Send “${name}” to ${guestName} now? An e-mail cannot be called back.`}
          yes={send.isPending ? 'Sending…' : 'Send it now'}
          no="Not now"
          onYes={() => {
            if (!send.isPending) send.mutate(undefined, { onSettled: () => setAsking(null) });
          }}
          onNo={() => setAsking(null)}
        />
      )}
      {message.status === 'scheduled' && asking === 'skip' && (
        <SkipForm
          bookingId={bookingId}
          message={message}
          onSkipped={(answer) => {
            setAsking(null);
            done(answer, `“${name}” is skipped: it will not be sent.`);
          }}
          onCancel={() => setAsking(null)}
        />
      )}
      {message.status === 'scheduled' && asking === null && (
        <div className="flex flex-wrap gap-2">
          <button
            ref={buttons.send}
            type="button"
            onClick={() => setAsking('send')}
            aria-label={`Send now: ${name}`}
            className={primaryButton}
          >
            Send now
          </button>
          <button
            ref={buttons.skip}
            type="button"
            onClick={() => setAsking('skip')}
            aria-label={`Skip: ${name}`}
            className={secondaryButton}
          >
            Skip
          </button>
        </div>
      )}
    </li>
  );
}

/** The reason to skip a message, checked with the API's schema; kept on a refusal. */
function SkipForm({
  bookingId,
  message,
  onSkipped,
  onCancel,
}: {
  bookingId: string;
  message: BookingMessageView;
  onSkipped: (answer: BookingMessages) => void;
  onCancel: () => void;
}) {
  const { state, props, pending } = useFormAction({
    labels: { reason: 'Why skip it?' },
    check: skipMessageSchema,
    send: (body) => skipMessage(bookingId, message.id, body),
    done: (answer) => onSkipped(answer),
  });
  return (
    <form
      {...props}
      aria-label={`Skip “${message.templateName}”`}
      className="space-y-3 rounded-xl border border-sand-300 bg-sand-50 p-4"
    >
      <TextAreaField
        label="Why skip it?"
        name="reason"
        rows={2}
        required
        autoFocus
        maxLength={MAX_SKIP_REASON_LENGTH}
        defaultValue={state.values.reason}
        hint="Kept with the booking, for the team."
        error={state.fields.reason}
      />
      <FormAlertRegion message={state.alert} />
      <div className="flex flex-col gap-2 sm:flex-row">
        <button type="submit" disabled={pending} className={primaryButton}>
          {pending ? 'Skipping…' : 'Skip this message'}
        </button>
        <button type="button" onClick={onCancel} className={secondaryButton}>
          Keep it
        </button>
      </div>
    </form>
  );
}
