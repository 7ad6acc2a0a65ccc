import { paths } from '#web/lib/paths.ts';
import { useEffect, useId, useRef, useState } from 'react';
import { lostLinkForm } from '#domain/forms/lost-link.ts';
import type { LostLinkAnswer } from '#domain/schemas/booking.ts';
import { Button } from '#web/components/ui/button.tsx';
import { HoneypotField, TextField } from '#web/components/ui/field.tsx';
import { FormAlert, usePageForm } from '#web/components/form/form-controls.tsx';
import { m } from '#web/i18n/messages.ts';
import { askForLink } from './manage-api.ts';

const loadSchema = () =>
  import('#domain/schemas/booking.ts').then((module) => module.lostLinkSchema);

/**
 * "Lost your link?": the booking's reference and e-mail address; a fresh link goes to that address
 * if they match (decision 025). The answer is the same sentence either way. Without the app it
 * posts to /booking, which answers with the page (decision 019).
 */
export function LostLinkForm({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const labels = { reference: m.booking_lost_reference(), email: m.booking_lost_email() };
  const form = usePageForm({
    id: 'lost-link',
    labels,
    spec: lostLinkForm,
    loadSchema,
    action: paths.findBooking,
    send: (body) => askForLink(body as { reference: string; email: string }),
    done: (answer) => setSent(answer.message),
    failed: m.booking_lost_failed(),
  });
  const { fields: errors, values } = form.state;
  // The answer in place of the form: after a send, or in the page the server answered a post with.
  const [sent, setSent] = useState<string | null>(
    () => (form.receipt as LostLinkAnswer | null)?.message ?? null,
  );
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-3xl border border-sand-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <Heading id={headingId} className="text-2xl sm:text-3xl">
        {m.booking_lost_title()}
      </Heading>
      <p className="mt-2 leading-relaxed text-ink-soft">{m.booking_lost_intro()}</p>
      {sent ? (
        <SentAnswer message={sent} onAgain={() => setSent(null)} />
      ) : (
        <form key={form.state.sent} {...form.props} className="relative mt-6 space-y-5">
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label={labels.reference}
              name="reference"
              required
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder="VB-7K3Q9P"
              defaultValue={values.reference ?? ''}
              error={errors.reference}
            />
            <TextField
              label={labels.email}
              name="email"
              type="email"
              required
              autoComplete="email"
              defaultValue={values.email ?? ''}
              error={errors.email}
            />
          </div>
          <HoneypotField />
          {form.state.alert && <FormAlert>{form.state.alert}</FormAlert>}
          <Button type="submit" disabled={form.pending} className="w-full sm:w-auto">
            {form.pending ? m.booking_lost_sending() : m.booking_lost_send()}
          </Button>
        </form>
      )}
    </section>
  );
}

/**
 * The one answer, in place of the form; the focus moves to it so a screen reader reads it at once.
 * (Not the moderation notice of feedback-parts.tsx: that module would be one more file in the
 * app's table of page chunks, which every page loads.)
 */
function SentAnswer({ message, onAgain }: { message: string; onAgain: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="mt-6 rounded-2xl bg-sand-100 p-5">
      <p
        ref={headingRef}
        tabIndex={-1}
        className="font-display text-2xl text-teal-900 focus:outline-none"
      >
        {m.booking_lost_check_inbox()}
      </p>
      <p role="status" className="mt-2 leading-relaxed text-ink">
        {message}
      </p>
      <Button variant="ghost" size="sm" className="mt-4" onClick={onAgain}>
        {m.booking_lost_again()}
      </Button>
    </div>
  );
}
