import { paths } from '#web/lib/paths.ts';
import { Container } from '#web/components/ui/container.tsx';
import { PageMeta } from '#web/components/seo/page-meta.tsx';
import { m } from '#web/i18n/messages.ts';
import { LostLinkForm } from './lost-link-form.tsx';

/** /booking: "Lost your link?" on a page of its own, linked from the booking confirmation. */
export function FindBookingPage() {
  return (
    <>
      <PageMeta
        title={m.booking_find_title()}
        description={m.booking_find_meta_description()}
        path={paths.findBooking}
        noIndex
      />
      <Container className="max-w-3xl py-16 sm:py-24">
        <p className="text-xs font-semibold tracking-[0.3em] text-ink-soft uppercase">
          {m.booking_your_booking()}
        </p>
        <h1 className="mt-3 text-4xl sm:text-5xl">{m.booking_find_title()}</h1>
        <p className="mt-4 max-w-2xl text-lg leading-relaxed text-ink-soft">
          {m.booking_find_intro()}
        </p>
        <div className="mt-10">
          <LostLinkForm />
        </div>
      </Container>
    </>
  );
}
