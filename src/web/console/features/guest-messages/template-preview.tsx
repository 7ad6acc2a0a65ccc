/**
 * A template filled with a real booking, as the guest would get it (issue 27 §1): the branded
 * e-mail in a sandboxed frame (its HTML is the server's, made from plain words: the frame runs no
 * script and reaches nothing of the console), or its text part. The words are those in the
 * editor, saved or not; the booking is one the team picks, or the latest confirmed one.
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { SelectField } from '#web/components/form/form-controls.tsx';
import { card } from '#web/console/components/classes.ts';
import { messageOf } from '#web/console/lib/console-api.ts';
import { formatStayDate } from '#web/lib/calendar-dates.ts';
import {
  LANGUAGE_NAMES_IN_ENGLISH,
  type TextLanguage,
} from '#domain/schemas/guest-message-texts.ts';
import { previewBookingsQuery, previewQuery } from './api.ts';

type Shown = 'email' | 'text';

const SHOWN_WORDS: Record<Shown, string> = { email: 'E-mail', text: 'Text' };

/** The sentence for variables a booking has no value for. */
export function missingWords(missing: string[]): string {
  const list = missing.map((name) => `{${name}}`).join(', ');
  return missing.length === 1
    ? `${list} has no value for this booking: the message would not be sent to this guest.`
    : `${list} have no value for this booking: the message would not be sent to this guest.`;
}

/** The preview's id: on a phone, a link beside the message leads down to it. */
export const PREVIEW_ID = 'template-preview';

/**
 * `language`: words in another language (a template's Russian), previewed with their values in it,
 * under a heading of their own, beside the English's preview.
 */
export function TemplatePreview({
  subject,
  body,
  language,
}: {
  subject: string;
  body: string;
  language?: TextLanguage;
}) {
  const headingId = useId();
  const name = language ? LANGUAGE_NAMES_IN_ENGLISH[language] : null;
  const [bookingId, setBookingId] = useState('');
  const [shown, setShown] = useState<Shown>('email');
  const bookings = useQuery(previewBookingsQuery);
  const ready = subject.trim() !== '' && body.trim() !== '';
  const preview = useQuery({
    ...previewQuery({ subject, body, ...(bookingId ? { bookingId } : {}) }, language),
    enabled: ready,
  });
  const filled = preview.data;

  return (
    <section
      id={name ? undefined : PREVIEW_ID}
      aria-labelledby={headingId}
      className={`${card} min-w-0 space-y-4 ${name ? '' : 'lg:sticky lg:top-4 lg:self-start'}`}
    >
      <h2 id={headingId} className="text-2xl">
        {name ? `Preview in ${name}` : 'Preview'}
      </h2>
      <SelectField
        label="Fill it with the booking"
        name="previewBooking"
        value={bookingId}
        onChange={(event) => setBookingId(event.target.value)}
      >
        <option value="">The latest confirmed booking</option>
        {bookings.data?.content.map((b) => (
          <option key={b.id} value={b.id}>
            {b.reference} · {b.guestName} · {formatStayDate(b.checkInDate)}
          </option>
        ))}
      </SelectField>
      <div role="group" aria-label="Show" className="flex gap-2">
        {(Object.keys(SHOWN_WORDS) as Shown[]).map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={shown === value}
            onClick={() => setShown(value)}
            className={`inline-flex min-h-11 items-center rounded-full border px-5 text-sm font-medium ${
              shown === value
                ? 'border-teal-800 bg-teal-800 text-sand-50'
                : 'border-sand-300 text-teal-800 hover:border-teal-800'
            }`}
          >
            {SHOWN_WORDS[value]}
          </button>
        ))}
      </div>
      <div aria-live="polite" className="space-y-3">
        {!ready && (
          <p className="text-ink-soft">Write a subject and a message to see them filled in.</p>
        )}
        {ready && preview.isError && (
          <p className="text-danger">The preview waits for the words: {messageOf(preview.error)}</p>
        )}
        {ready && preview.isPending && <p className="text-ink-soft">Filling it in…</p>}
        {ready && filled && (
          <>
            <p className="text-sm text-ink-soft">
              {filled.booking
                ? `Filled with ${filled.booking.reference}, ${filled.booking.guestName}'s stay.`
                : 'No confirmed booking yet: the variables show as written.'}
            </p>
            {filled.missing.length > 0 && (
              <p className="font-medium text-danger">{missingWords(filled.missing)}</p>
            )}
          </>
        )}
      </div>
      {ready && filled && (
        <div className="space-y-3">
          <p className="break-words">
            <span className="block text-sm font-medium text-ink-soft">Subject</span>
            {filled.subject}
          </p>
          {/* On a laptop the preview stays beside the form as it scrolls: it fits the screen. */}
          {shown === 'email' ? (
            <iframe
              title={
                name ? `The ${name} e-mail as the guest sees it` : 'The e-mail as the guest sees it'
              }
              sandbox=""
              srcDoc={filled.html}
              className="h-[32rem] w-full rounded-xl border border-sand-200 bg-white lg:h-[max(16rem,calc(100vh-22rem))]"
            />
          ) : (
            <pre className="max-h-[32rem] overflow-auto lg:max-h-[max(16rem,calc(100vh-22rem))] rounded-xl border border-sand-200 bg-sand-50 p-4 font-sans text-sm break-words whitespace-pre-wrap text-ink">
              {filled.text}
            </pre>
          )}
        </div>
      )}
    </section>
  );
}
