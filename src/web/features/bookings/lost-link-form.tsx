import { paths } from '#web/lib/paths.ts';
import { useEffect, useId, useRef, useState } from 'react';
import { lostLinkForm } from '#domain/forms/lost-link.ts';
import type { LostLinkAnswer } from '#domain/schemas/booking.ts';
import { Button } from '#web/components/ui/button.tsx';
import { HoneypotField, TextField } from '#web/components/ui/field.tsx';
import { FormAlert, usePageForm } from '#web/components/form/form-controls.tsx';
import { askForLink } from './manage-api.ts';

const LOST_LINK_FIELDS = { reference: 'Booking reference', email: 'E-mail address' } as const;

const loadSchema = () =>
  import('#domain/schemas/booking.ts').then((module) => module.lostLinkSchema);

/**
 * "Lost your link?": the booking's reference and e-mail address; a fresh link goes to that address
 * if they match (decision 025). The answer is the same sentence either way. Without the app it
 * posts to /booking, which answers with the page (decision 019).
 */
export function LostLinkForm({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const form = usePageForm({
    id: 'lost-link',
    labels: LOST_LINK_FIELDS,
    spec: lostLinkForm,
    loadSchema,
    action: paths.findBooking,
    send: (body) => askForLink(body as { reference: string; email: string }),
    done: (answer) => setSent(answer.message),
    failed: 'Your request was not sent',
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
        Lost your link?
      </Heading>
      <p className="mt-2 leading-relaxed text-ink-soft">
        Enter your booking reference (it starts with VB-) and the e-mail address you booked with,
        and we'll e-mail you a fresh link to your booking.
      </p>
      {sent ? (
        <SentAnswer message={sent} onAgain={() => setSent(null)} />
      ) : (
        <form key={form.state.sent} {...form.props} className="relative mt-6 space-y-5">
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label="Booking reference"
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
              label="E-mail address"
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
            {form.pending ? 'Sending...' : 'E-mail me a fresh link'}
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
        Check your inbox
      </p>
      <p role="status" className="mt-2 leading-relaxed text-ink">
        {message}
      </p>
      <Button variant="ghost" size="sm" className="mt-4" onClick={onAgain}>
        Ask about another booking
      </Button>
    </div>
  );
}
